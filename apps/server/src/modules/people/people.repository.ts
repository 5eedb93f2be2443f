import type { AdminUser, DeletionRequestEntry, RoleName } from '@wiy/shared/admin.schema';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { containsText } from '../../lib/text-search.ts';

/** Users as the console sees them (never their password hash), their roles, and deletion requests. */
export class PeopleRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Up to `size` users whose mobile number or name contains `search`; curators and admins first. */
  async listUsers(search: string | undefined, size: number): Promise<AdminUser[]> {
    let query = this.db.selectFrom('app_user').select(['id', 'user_name', 'first_name', 'last_name', 'role', 'created']);
    if (search) {
      query = query.where((eb) => eb.or([containsText('user_name', search), containsText('first_name', search), containsText('last_name', search)]));
    }
    const rows = await query
      .orderBy((eb) => eb.case().when('role', '=', 'visitor').then(1).else(0).end())
      .orderBy('user_name')
      .limit(size)
      .execute();
    return rows.map((row) => ({ ...row, role: row.role as RoleName }));
  }

  async findUser(id: string): Promise<AdminUser | undefined> {
    const row = await this.db
      .selectFrom('app_user')
      .select(['id', 'user_name', 'first_name', 'last_name', 'role', 'created'])
      .where('id', '=', id)
      .executeTakeFirst();
    return row && { ...row, role: row.role as RoleName };
  }

  async findUserByMobile(mobile: string): Promise<AdminUser | undefined> {
    const row = await this.db.selectFrom('app_user').select('id').where('user_name', '=', mobile).executeTakeFirst();
    return row && this.findUser(row.id);
  }

  async setRole(id: string, role: RoleName, now: string): Promise<void> {
    await this.db.updateTable('app_user').set({ role, updated: now }).where('id', '=', id).execute();
  }

  async countAdmins(): Promise<number> {
    const row = await this.db
      .selectFrom('app_user')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('role', '=', 'admin')
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  /** Every deletion request, the earliest removal first. */
  async listDeletionRequests(): Promise<DeletionRequestEntry[]> {
    return this.db
      .selectFrom('deletion_request')
      .select(['id', 'user_name', 'reason', 'description', 'requested', 'remove_after', 'completed'])
      .orderBy('remove_after')
      .orderBy('id')
      .execute();
  }
}
