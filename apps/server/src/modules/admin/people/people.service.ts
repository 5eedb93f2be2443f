import type { AdminUser, RoleName } from '@wiy/shared/admin.schema';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import { ClientError } from '../../../lib/client-error.ts';
import type { Clock } from '../../../lib/clock.ts';
import { AuditRepository } from '../audit/audit.repository.ts';
import type { Actor } from '../curation-unit.ts';
import { PeopleRepository } from './people.repository.ts';

/** Granting and taking roles. The last admin cannot be demoted, so the console can never lock everyone out. */
export class PeopleService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
  ) {}

  async setRole(userId: string, role: RoleName, actor: Actor | null): Promise<AdminUser> {
    const now = this.clock.now();
    return this.db.transaction().execute(async (trx) => {
      const people = new PeopleRepository(trx);
      const user = await people.findUser(userId);
      if (!user) throw new ClientError(404, `No user "${userId}"`);
      if (user.role === 'admin' && role !== 'admin' && (await people.countAdmins()) <= 1) {
        throw new ClientError(409, 'The last admin cannot lose the admin role');
      }
      await people.setRole(userId, role, now.toISOString());
      await new AuditRepository(trx).record(
        { actorId: actor?.id ?? null, action: 'role', entity: 'user', entityId: userId, details: { from: user.role, to: role } },
        now,
      );
      return { ...user, role };
    });
  }
}
