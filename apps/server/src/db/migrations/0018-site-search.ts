import { PostgresAdapter, sql, type Kysely } from 'kysely';

/** The item fields whose change changes an item's search text or its place in the index. */
const INDEXED_FIELDS = [
  'u_title',
  'u_description',
  'u_highlight_description',
  'social_vendor',
  'category_id',
  'sub_category_id',
  'hot_topic_id',
  'updated',
  'u_approved_date',
];
/** The named tables whose names are in an item's search text, each with its name column and the item's reference to it. */
const NAMED = [
  ['category', 'u_label', 'category_id'],
  ['sub_category', 'u_label', 'sub_category_id'],
  ['hot_topic', 'u_title', 'hot_topic_id'],
] as const;

/**
 * The reader search's index (decision 270). `site_search_doc`: one row per public item, its place by recency
 * (`rank_key`) and its words (all, the title's, the loose keys), which rank its match; on SQLite an FTS5 table by the same rowid holds the text to match, on PostgreSQL a
 * weighted `tsvector` column with a GIN index. `site_search_variant`: the index words and their single deletions,
 * for one typo. `site_search_loose`: the loose keys of the index words by their script, for a last word typed so
 * far in the other script. `site_search_queue`: the items to index again, filled by triggers on every write that changes
 * an item's text, whoever writes, and drained by a timed job: no read ever indexes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('site_search_queue')
    .addColumn('uni_id', 'text', (c) => c.primaryKey())
    .execute();
  await db.schema
    .createTable('site_search_doc')
    .addColumn('uni_id', 'text', (c) => c.primaryKey())
    .addColumn('rank_key', 'bigint', (c) => c.notNull().unique())
    .addColumn('words', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('loose', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('site_search_variant')
    .addColumn('variant', 'text', (c) => c.notNull())
    .addColumn('word', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('site_search_variant_pk', ['variant', 'word'])
    .execute();
  await db.schema
    .createTable('site_search_loose')
    .addColumn('script', 'text', (c) => c.notNull())
    .addColumn('loose', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('site_search_loose_pk', ['script', 'loose'])
    .execute();

  const fields = sql.join(INDEXED_FIELDS.map((field) => sql.id(field)));
  if (postgres) {
    // Byte order, as on SQLite: a prefix's range of words is then a seek on the key whatever the database's collation.
    await sql`ALTER TABLE site_search_variant ALTER COLUMN variant TYPE text COLLATE "C"`.execute(db);
    await sql`ALTER TABLE site_search_loose ALTER COLUMN loose TYPE text COLLATE "C"`.execute(db);
    await sql`ALTER TABLE site_search_doc ADD COLUMN tsv tsvector NOT NULL`.execute(db);
    await sql`CREATE INDEX site_search_doc_tsv ON site_search_doc USING gin (tsv)`.execute(db);
    // Ten times the default's most common lexemes: a rare word is then known as rare, and its few matches are read
    // through the GIN index rather than by walking the whole table newest first for 200 that never come.
    await sql`ALTER TABLE site_search_doc ALTER COLUMN tsv SET STATISTICS 1000`.execute(db);
    await sql`CREATE FUNCTION site_search_enqueue_item() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO site_search_queue (uni_id) VALUES (CASE WHEN TG_OP = 'DELETE' THEN OLD.uni_id ELSE NEW.uni_id END) ON CONFLICT DO NOTHING;
        RETURN NULL;
      END $$`.execute(db);
    await sql`CREATE TRIGGER feed_item_site_search AFTER INSERT OR DELETE OR UPDATE OF ${fields} ON feed_item
      FOR EACH ROW EXECUTE FUNCTION site_search_enqueue_item()`.execute(db);
    for (const [table, name, reference] of NAMED) {
      await sql`CREATE FUNCTION ${sql.id(`site_search_enqueue_${table}`)}() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          INSERT INTO site_search_queue (uni_id) SELECT uni_id FROM feed_item WHERE ${sql.id(reference)} = NEW.uni_id ON CONFLICT DO NOTHING;
          RETURN NULL;
        END $$`.execute(db);
      await sql`CREATE TRIGGER ${sql.id(`${table}_site_search`)} AFTER UPDATE OF ${sql.id(name)} ON ${sql.table(table)}
        FOR EACH ROW EXECUTE FUNCTION ${sql.id(`site_search_enqueue_${table}`)}()`.execute(db);
    }
  } else {
    await sql`CREATE VIRTUAL TABLE site_search_fts USING fts5(
      title, body, loose, content='', contentless_delete=1, prefix='2 3',
      tokenize="unicode61 remove_diacritics 2 categories 'L* N* Co M*'")`.execute(db);
    // Not INSERT OR IGNORE, nor an upsert: a trigger's conflict clause gives way to the statement's (migration 0015).
    const enqueue = (id: ReturnType<typeof sql.ref>) =>
      sql`INSERT INTO site_search_queue (uni_id) SELECT ${id} WHERE NOT EXISTS (SELECT 1 FROM site_search_queue WHERE uni_id = ${id});`;
    await sql`CREATE TRIGGER feed_item_site_search_insert AFTER INSERT ON feed_item BEGIN ${enqueue(sql.ref('NEW.uni_id'))} END`.execute(db);
    await sql`CREATE TRIGGER feed_item_site_search_update AFTER UPDATE OF ${fields} ON feed_item BEGIN ${enqueue(sql.ref('NEW.uni_id'))} END`.execute(db);
    await sql`CREATE TRIGGER feed_item_site_search_delete AFTER DELETE ON feed_item BEGIN ${enqueue(sql.ref('OLD.uni_id'))} END`.execute(db);
    for (const [table, name, reference] of NAMED) {
      await sql`CREATE TRIGGER ${sql.id(`${table}_site_search`)} AFTER UPDATE OF ${sql.id(name)} ON ${sql.table(table)} BEGIN
        INSERT INTO site_search_queue (uni_id) SELECT uni_id FROM feed_item
          WHERE ${sql.id(reference)} = NEW.uni_id AND NOT EXISTS (SELECT 1 FROM site_search_queue q WHERE q.uni_id = feed_item.uni_id);
      END`.execute(db);
    }
  }
  await sql`INSERT INTO site_search_queue (uni_id) SELECT uni_id FROM feed_item WHERE u_approved_date IS NOT NULL`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  if (postgres) {
    await sql`DROP TRIGGER feed_item_site_search ON feed_item`.execute(db);
    await sql`DROP FUNCTION site_search_enqueue_item()`.execute(db);
    for (const [table] of NAMED) {
      await sql`DROP TRIGGER ${sql.id(`${table}_site_search`)} ON ${sql.table(table)}`.execute(db);
      await sql`DROP FUNCTION ${sql.id(`site_search_enqueue_${table}`)}()`.execute(db);
    }
  } else {
    for (const name of [
      'feed_item_site_search_insert',
      'feed_item_site_search_update',
      'feed_item_site_search_delete',
      ...NAMED.map(([table]) => `${table}_site_search`),
    ])
      await sql`DROP TRIGGER ${sql.id(name)}`.execute(db);
    await sql`DROP TABLE site_search_fts`.execute(db);
  }
  await db.schema.dropTable('site_search_loose').execute();
  await db.schema.dropTable('site_search_variant').execute();
  await db.schema.dropTable('site_search_doc').execute();
  await db.schema.dropTable('site_search_queue').execute();
}
