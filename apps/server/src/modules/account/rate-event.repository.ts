import { sql, type Kysely } from 'kysely';
import type { DatabaseKind } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';

/** Counted events for the sliding-window limits, in the database so that every server process sees them. */
export class RateEventRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly kind: DatabaseKind,
  ) {}

  /**
   * Serialises everyone working on `key` until the surrounding transaction ends, so that a count and the
   * event that follows it cannot interleave with another process's. PostgreSQL takes a transaction-scoped
   * advisory lock; SQLite already runs one write transaction at a time.
   */
  async lock(key: string): Promise<void> {
    if (this.kind === 'postgres') await sql`SELECT pg_advisory_xact_lock(hashtext(${key}))`.execute(this.db);
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
