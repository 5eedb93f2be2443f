import type { Kysely, Selectable } from 'kysely';
import type { Database, PasswordResetGrantTable } from '../../../db/schema.ts';

/** Grants to set one new password, won by a verified reset code. */
export class ResetGrantRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insert(row: Selectable<PasswordResetGrantTable>): Promise<void> {
    await this.db.insertInto('password_reset_grant').values(row).execute();
  }

  /** Whether a live grant with this token hash waits to be used. */
  async isLive(userId: string, tokenHash: string, now: string): Promise<boolean> {
    const row = await this.live(userId, tokenHash, now).select('id').executeTakeFirst();
    return row !== undefined;
  }

  /** Marks the live grant with this token hash used; true when there was one to use. */
  async consume(userId: string, tokenHash: string, now: string): Promise<boolean> {
    const result = await this.db
      .updateTable('password_reset_grant')
      .set({ used: now })
      .where('id', 'in', this.live(userId, tokenHash, now).select('id'))
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  private live(userId: string, tokenHash: string, now: string) {
    return this.db
      .selectFrom('password_reset_grant')
      .where('user_id', '=', userId)
      .where('token_hash', '=', tokenHash)
      .where('used', 'is', null)
      .where('expires', '>', now);
  }

  async retireAll(userId: string, at: string): Promise<void> {
    await this.db.updateTable('password_reset_grant').set({ used: at }).where('user_id', '=', userId).where('used', 'is', null).execute();
  }
}
