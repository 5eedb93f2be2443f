import type { Kysely } from 'kysely';
import type { DatabaseKind } from '../../db/database.ts';
import { lockUntilCommit } from '../../db/transaction-lock.ts';
import type { Database } from '../../db/schema.ts';

/** Counted events for the sliding-window limits, in the database so that every server process sees them. */
export class RateEventRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly kind: DatabaseKind,
  ) {}

  /** Serialises everyone counting `key` until the surrounding transaction ends (`lockUntilCommit`). */
  async lock(key: string): Promise<void> {
    await lockUntilCommit(this.db, this.kind, key);
  }

  async record(id: string, key: string, at: string): Promise<void> {
    await this.db.insertInto('rate_event').values({ id, key, created: at }).execute();
  }

  /** The times of the newest `limit` events of `key` at or after `since`, newest first. */
  async newestSince(key: string, since: string, limit: number): Promise<string[]> {
    const rows = await this.db
      .selectFrom('rate_event')
      .select('created')
      .where('key', '=', key)
      .where('created', '>=', since)
      .orderBy('created', 'desc')
      .limit(limit)
      .execute();
    return rows.map((r) => r.created);
  }

  async countSince(key: string, since: string): Promise<number> {
    const row = await this.db
      .selectFrom('rate_event')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('key', '=', key)
      .where('created', '>=', since)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async deleteIds(ids: string[]): Promise<void> {
    if (ids.length > 0) await this.db.deleteFrom('rate_event').where('id', 'in', ids).execute();
  }

  async deleteKey(key: string): Promise<void> {
    await this.db.deleteFrom('rate_event').where('key', '=', key).execute();
  }

  async deleteOlderThan(before: string): Promise<void> {
    await this.db.deleteFrom('rate_event').where('created', '<', before).execute();
  }
}
