import type { Kysely, Selectable } from 'kysely';
import type { Database, OtpCodeTable } from '../../../db/schema.ts';

export type OtpRow = Selectable<OtpCodeTable>;

/** One-time codes, stored as keyed hashes only. */
export class OtpRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insert(row: OtpRow): Promise<void> {
    await this.db.insertInto('otp_code').values(row).execute();
  }

  /** The live code of a number and purpose: unused, unexpired, with tries left. */
  async findLive(mobile: string, purpose: string, now: string, maxWrongTries: number): Promise<OtpRow | undefined> {
    return this.db
      .selectFrom('otp_code')
      .selectAll()
      .where('mobile', '=', mobile)
      .where('purpose', '=', purpose)
      .where('used', 'is', null)
      .where('expires', '>', now)
      .where('failed_attempts', '<', maxWrongTries)
      .orderBy('created', 'desc')
      .executeTakeFirst();
  }

  /** Whether a number has a code of this purpose that is unused and unexpired, however many wrong tries it took. */
  async hasUnexpired(mobile: string, purpose: string, now: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('otp_code')
      .select('id')
      .where('mobile', '=', mobile)
      .where('purpose', '=', purpose)
      .where('used', 'is', null)
      .where('expires', '>', now)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Ends every unused code of a number and purpose, so that only the next one is live. */
  async retireAll(mobile: string, purpose: string, at: string): Promise<void> {
    await this.db.updateTable('otp_code').set({ used: at }).where('mobile', '=', mobile).where('purpose', '=', purpose).where('used', 'is', null).execute();
  }

  async markUsed(id: string, at: string): Promise<void> {
    await this.db.updateTable('otp_code').set({ used: at }).where('id', '=', id).execute();
  }

  async countWrongTry(id: string): Promise<void> {
    await this.db
      .updateTable('otp_code')
      .set((eb) => ({ failed_attempts: eb('failed_attempts', '+', 1) }))
      .where('id', '=', id)
      .execute();
  }

  async delete(id: string): Promise<void> {
    await this.db.deleteFrom('otp_code').where('id', '=', id).execute();
  }

  /** Removes every code of a number (account removal). */
  async deleteForMobile(mobile: string): Promise<void> {
    await this.db.deleteFrom('otp_code').where('mobile', '=', mobile).execute();
  }

  /** Removes every code that expired before `before` (upkeep). */
  async deleteExpired(before: string): Promise<void> {
    await this.db.deleteFrom('otp_code').where('expires', '<', before).execute();
  }
}
