import type { AdminUser, RoleName } from '@wiy/shared/admin.schema';
import { ClientError } from '../../lib/client-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Actor } from '../curation/curation-unit.ts';
import type { PeopleUnit } from './people-unit.ts';

/** Granting and taking roles. The last admin cannot be demoted, so the console can never lock everyone out. */
export class PeopleService {
  constructor(
    private readonly unit: PeopleUnit,
    private readonly clock: Clock,
  ) {}

  async setRole(userId: string, role: RoleName, actor: Actor | null): Promise<AdminUser> {
    const now = this.clock.now();
    return this.unit.transaction(async ({ people, audit }) => {
      const user = await people.findUser(userId);
      if (!user) throw new ClientError(404, `No user "${userId}"`);
      if (user.role === 'admin' && role !== 'admin' && (await people.countAdmins()) <= 1) {
        throw new ClientError(409, 'The last admin cannot lose the admin role');
      }
      await people.setRole(userId, role, now.toISOString());
      await audit.record({ actorId: actor?.id ?? null, action: 'role', entity: 'user', entityId: userId, details: { from: user.role, to: role } }, now);
      return { ...user, role };
    });
  }
}
