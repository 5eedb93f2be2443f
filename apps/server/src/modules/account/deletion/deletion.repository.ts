import type { Kysely, Selectable } from 'kysely';
import type { Database, DeletionRequestTable } from '../../../db/schema.ts';

export type DeletionRow = Selectable<DeletionRequestTable>;

/** Deletion requests: the reason and description stay for the operators after the account is gone. */
export class DeletionRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insert(row: DeletionRow): Promise<void> {
    await this.db.insertInto('deletion_request').values(row).execute();
  }

  async findOpenForUser(userId: string): Promise<DeletionRow | undefined> {
    return this.db.selectFrom('deletion_request').selectAll().where('user_id', '=', userId).where('completed', 'is', null).executeTakeFirst();
  }

  /** Requests whose grace period has ended and whose account is still there. */
  async findDue(now: string): Promise<DeletionRow[]> {
    return this.db.selectFrom('deletion_request').selectAll().where('completed', 'is', null).where('remove_after', '<=', now).execute();
  }

  /** Closes a request; the mobile number is personal data and goes with the account. */
  async complete(id: string, at: string): Promise<void> {
    await this.db.updateTable('deletion_request').set({ completed: at, user_id: null, user_name: '' }).where('id', '=', id).execute();
  }
}
