import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * Every approved item has its `link_check` row from the moment it is approved (decision 101): one never checked
 * has `next_check_at` '' (due before any time) and no state. The job's look for the items due then reads the
 * first rows of one index, `(next_check_at, uni_id)`, in the order it wants them, instead of finding the items
 * with no row among all the approved ones and sorting them, with the event loop held.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  if (postgres) {
    await sql`CREATE FUNCTION add_link_check() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO link_check (uni_id, failures, next_check_at, detail) VALUES (NEW.uni_id, 0, '', '') ON CONFLICT (uni_id) DO NOTHING;
        RETURN NULL;
      END $$`.execute(db);
    await sql`CREATE TRIGGER feed_item_link_check AFTER INSERT OR UPDATE OF u_approved_date ON feed_item
      FOR EACH ROW WHEN (NEW.u_approved_date IS NOT NULL) EXECUTE FUNCTION add_link_check()`.execute(db);
  } else {
    for (const [name, event] of [
      ['feed_item_link_check_insert', sql`INSERT`],
      ['feed_item_link_check_update', sql`UPDATE OF u_approved_date`],
    ] as const)
      // Not INSERT OR IGNORE: a trigger's conflict clause gives way to the statement's, and an import's upsert
      // would then fail on the row an earlier approval made.
      await sql`CREATE TRIGGER ${sql.id(name)} AFTER ${event} ON feed_item WHEN NEW.u_approved_date IS NOT NULL BEGIN
        INSERT INTO link_check (uni_id, failures, next_check_at, detail)
          SELECT NEW.uni_id, 0, '', '' WHERE NOT EXISTS (SELECT 1 FROM link_check WHERE uni_id = NEW.uni_id);
      END`.execute(db);
  }
  await sql`INSERT INTO link_check (uni_id, failures, next_check_at, detail)
    SELECT uni_id, 0, '', '' FROM feed_item WHERE u_approved_date IS NOT NULL
    ON CONFLICT (uni_id) DO NOTHING`.execute(db);
  await db.schema.dropIndex('link_check_next_check_at').execute();
  await db.schema.createIndex('link_check_due').on('link_check').columns(['next_check_at', 'uni_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('link_check_due').execute();
  await db.schema.createIndex('link_check_next_check_at').on('link_check').column('next_check_at').execute();
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`DROP TRIGGER feed_item_link_check ON feed_item`.execute(db);
    await sql`DROP FUNCTION add_link_check()`.execute(db);
  } else {
    await sql`DROP TRIGGER feed_item_link_check_insert`.execute(db);
    await sql`DROP TRIGGER feed_item_link_check_update`.execute(db);
  }
  await sql`DELETE FROM link_check WHERE state IS NULL AND next_check_at = ''`.execute(db);
}
