import { PostgresAdapter, sql, type Kysely } from 'kysely';

/** The tables whose rows the public answers show: a change to any of them makes every kept answer stale. */
export const PUBLIC_TABLES = [
  'category',
  'sub_category',
  'hot_topic',
  'feed_item',
  'list_category',
  'list_channel',
  'filter_record',
  'channel_feed',
  'language',
  'recipe',
  'knowledge_category',
  'knowledge',
] as const;

/**
 * State that every server process, on every machine, must share through the database.
 * - `content_version`, one row, raised by triggers on every write to a public table, whoever writes (the
 *   console, the import command, a script): the processes poll it and drop their kept answers when it moves.
 * - `server_secret`: secrets generated on first start (the session signing key), so that several machines
 *   on one database accept each other's sessions without one being configured by hand.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('content_version')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('version', 'bigint', (c) => c.notNull())
    .execute();
  await sql`INSERT INTO content_version (id, version) VALUES (1, 1)`.execute(db);
  await db.schema
    .createTable('server_secret')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();

  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`CREATE FUNCTION raise_content_version() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; RETURN NULL; END $$`.execute(db);
    for (const table of PUBLIC_TABLES) {
      await sql`CREATE TRIGGER ${sql.id(`${table}_changes_content`)} AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${sql.table(table)}
        FOR EACH STATEMENT EXECUTE FUNCTION raise_content_version()`.execute(db);
    }
    return;
  }
  // SQLite has row triggers only; curators write a few rows at a time, and a bulk import is one transaction.
  for (const table of PUBLIC_TABLES) {
    for (const event of ['INSERT', 'UPDATE', 'DELETE']) {
      await sql`CREATE TRIGGER ${sql.id(`${table}_${event.toLowerCase()}_content`)} AFTER ${sql.raw(event)} ON ${sql.table(table)}
        BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END`.execute(db);
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    for (const table of PUBLIC_TABLES) await sql`DROP TRIGGER ${sql.id(`${table}_changes_content`)} ON ${sql.table(table)}`.execute(db);
    await sql`DROP FUNCTION raise_content_version()`.execute(db);
  } else {
    for (const table of PUBLIC_TABLES) {
      for (const event of ['insert', 'update', 'delete']) await sql`DROP TRIGGER ${sql.id(`${table}_${event}_content`)}`.execute(db);
    }
  }
  await db.schema.dropTable('server_secret').execute();
  await db.schema.dropTable('content_version').execute();
}
