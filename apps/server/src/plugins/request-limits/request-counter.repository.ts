import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** Fixed-window hit counters, in the database so that every server process counts together. */
export class RequestCounterRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Counts one hit of `key` in the window starting at `windowStart` and answers the window's hits so far. */
  async hit(key: string, windowStart: string): Promise<number> {
    const row = await this.db
      .insertInto('request_counter')
      .values({ key, window_start: windowStart, hits: 1 })
      .onConflict((oc) => oc.columns(['key', 'window_start']).doUpdateSet({ hits: sql<number>`request_counter.hits + 1` }))
      .returning('hits')
      .executeTakeFirstOrThrow();
    return Number(row.hits);
  }

  async deleteWindowsBefore(windowStart: string): Promise<void> {
    await this.db.deleteFrom('request_counter').where('window_start', '<', windowStart).execute();
  }
}
