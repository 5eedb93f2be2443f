import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * The link state the public detail shows (`u_link_state`, decision 101): the state when removed or private, else
 * nothing. The triggers raise `content_version` only when it changes, so that the daily checks of the whole
 * catalogue, which mostly find what they found before (or a platform's outage, which the public is not shown),
 * do not drop every process's kept answers (0006-shared-state.ts).
 */
const shown = (row: 'OLD' | 'NEW') => sql.raw(`(CASE WHEN ${row}.state IN ('removed', 'private') THEN ${row}.state END)`);

/**
 * The last check of each item's main link (decision 101). `state` is null while a first check
 * is under way (the row is how a process claims it); `failures` counts removed or private results in a row;
 * `next_check_at` is when the item is due again, and while a check runs, the lease of the process running it.
 * A check goes with its item.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('link_check')
    .addColumn('uni_id', 'text', (c) => c.primaryKey().references('feed_item.uni_id').onDelete('cascade'))
    .addColumn('state', 'text', (c) => c.check(sql`state IN ('ok', 'removed', 'private', 'unreachable')`))
    .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('checked_at', 'text')
    .addColumn('next_check_at', 'text', (c) => c.notNull())
    .addColumn('detail', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  // The job's claim reads the due rows; the console's list, the broken ones, newest check first.
  await db.schema.createIndex('link_check_next_check_at').on('link_check').column('next_check_at').execute();
  await db.schema.createIndex('link_check_state').on('link_check').columns(['state', 'checked_at']).execute();

  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const events = [
    { name: 'insert', event: sql`INSERT`, when: sql`${shown('NEW')} IS NOT NULL` },
    { name: 'delete', event: sql`DELETE`, when: sql`${shown('OLD')} IS NOT NULL` },
    {
      name: 'update',
      event: sql`UPDATE OF state`,
      when: postgres ? sql`${shown('OLD')} IS DISTINCT FROM ${shown('NEW')}` : sql`${shown('OLD')} IS NOT ${shown('NEW')}`,
    },
  ];
  for (const { name, event, when } of events) {
    const trigger = sql.id(`link_check_${name}_content`);
    // PostgreSQL's statement triggers (0006) cannot look at the rows: these are row triggers with a condition.
    if (postgres)
      await sql`CREATE TRIGGER ${trigger} AFTER ${event} ON link_check FOR EACH ROW WHEN (${when}) EXECUTE FUNCTION raise_content_version()`.execute(db);
    else
      await sql`CREATE TRIGGER ${trigger} AFTER ${event} ON link_check WHEN ${when} BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END`.execute(
        db,
      );
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('link_check').execute();
}
