import { sql, type Kysely } from 'kysely';

/**
 * Fixed-window request counters kept in the database, so that every server process counts
 * against the same limits; and one session-time row per session (a visitor's client sends the same
 * session again on every page hide, and the newest end time wins).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('request_counter')
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('window_start', 'text', (c) => c.notNull())
    .addColumn('hits', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('request_counter_pk', ['key', 'window_start'])
    .execute();
  await db.schema.createIndex('request_counter_window').on('request_counter').column('window_start').execute();
  // Rows written before the merge rule: keep the latest end time of each session.
  await sql`DELETE FROM spent_time WHERE id NOT IN (
    SELECT id FROM (SELECT id, ROW_NUMBER() OVER (PARTITION BY user_id, start_time ORDER BY end_time DESC, id DESC) AS n FROM spent_time) ranked WHERE n = 1
  )`.execute(db);
  await db.schema.createIndex('spent_time_session').unique().on('spent_time').columns(['user_id', 'start_time']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('spent_time_session').execute();
  await db.schema.dropTable('request_counter').execute();
}
