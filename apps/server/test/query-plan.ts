import { CompiledQuery, sql } from 'kysely';
import type { DatabaseHandle } from '../src/db/database.ts';

/**
 * The engine's plan for `query`, one line a step: PostgreSQL's `EXPLAIN` with sequential scans turned off (a test's
 * tables are too small for the planner to prefer an index; the question is whether it can), SQLite's
 * `EXPLAIN QUERY PLAN` details.
 */
export async function queryPlan(database: DatabaseHandle, { sql: text, parameters }: CompiledQuery): Promise<string> {
  if (database.kind === 'postgres')
    return database.db.transaction().execute(async (trx) => {
      await sql`SET LOCAL enable_seqscan = off`.execute(trx);
      const { rows } = await trx.executeQuery<{ 'QUERY PLAN': string }>(CompiledQuery.raw(`EXPLAIN ${text}`, [...parameters]));
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    });
  const { rows } = await database.db.executeQuery<{ detail: string }>(CompiledQuery.raw(`EXPLAIN QUERY PLAN ${text}`, [...parameters]));
  return rows.map((row) => row.detail).join('\n');
}
