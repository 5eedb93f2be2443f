import type { Insertable, Kysely, Selectable } from 'kysely';
import type { AppUserTable, Database } from '../../db/schema.ts';

export type UserRow = Selectable<AppUserTable>;

/** The `app_user` rows of the account area. */
export class UserRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async findByUserName(userName: string): Promise<UserRow | undefined> {
    return this.db.selectFrom('app_user').selectAll().where('user_name', '=', userName).executeTakeFirst();
  }

  async findById(id: string): Promise<UserRow | undefined> {
    return this.db.selectFrom('app_user').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async insert(row: Insertable<AppUserTable>): Promise<void> {
    await this.db.insertInto('app_user').values(row).execute();
  }

  /** Replaces the details of a sign-up that was never verified (the same number signing up again). */
  async updatePending(id: string, changes: Pick<UserRow, 'first_name' | 'last_name' | 'email' | 'password_hash' | 'updated'>): Promise<void> {
    await this.db.updateTable('app_user').set(changes).where('id', '=', id).where('verified', 'is', null).execute();
  }

  async markVerified(id: string, at: string): Promise<void> {
    await this.db.updateTable('app_user').set({ verified: at, updated: at }).where('id', '=', id).execute();
  }

  async setPasswordHash(id: string, passwordHash: string, at: string): Promise<void> {
    await this.db.updateTable('app_user').set({ password_hash: passwordHash, updated: at }).where('id', '=', id).execute();
  }

  /** Removes the user; sessions and reset grants go with it (ON DELETE CASCADE). */
  async delete(id: string): Promise<void> {
    await this.db.deleteFrom('app_user').where('id', '=', id).execute();
  }
}
