import { sql, type Kysely } from 'kysely';

/**
 * The feeds curators add as sources (decision 099), and on each content item the source it
 * came from, the rule that decided it and a curator's rejection. Rule words are JSON arrays of text; `enabled` is
 * 0 or 1 on both engines. `polling_until` is the poll's claim: a process sets it, on the condition that no poll holds
 * the source now, before it fetches (see `SourcesRepository.claim`), and clears it with the poll's outcome. No public
 * answer shows a source, so the table raises no content version (0006).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('source')
    .addColumn('uni_id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('feed_url', 'text', (c) => c.notNull().unique())
    .addColumn('interval_minutes', 'integer', (c) => c.notNull())
    .addColumn('category_id', 'text', (c) => c.references('category.uni_id').onDelete('set null'))
    .addColumn('sub_category_id', 'text', (c) => c.references('sub_category.uni_id').onDelete('set null'))
    .addColumn('hot_topic_id', 'text', (c) => c.references('hot_topic.uni_id').onDelete('set null'))
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('hold_words', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('reject_words', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('daily_cap', 'integer')
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created', 'text', (c) => c.notNull())
    .addColumn('updated', 'text', (c) => c.notNull())
    // The validators of the last full answer, sent back as If-None-Match and If-Modified-Since.
    .addColumn('etag', 'text')
    .addColumn('last_modified', 'text')
    .addColumn('last_polled_at', 'text')
    .addColumn('last_success_at', 'text')
    .addColumn('last_error', 'text')
    .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_poll_at', 'text', (c) => c.notNull())
    .addColumn('polling_until', 'text')
    .addColumn('item_count', 'integer', (c) => c.notNull().defaultTo(0))
    // The daily cap's count: entries the mode took in on `cap_day` (UTC, YYYY-MM-DD).
    .addColumn('cap_day', 'text')
    .addColumn('cap_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // The job's look for due sources.
  await db.schema.createIndex('source_due').on('source').columns(['enabled', 'next_poll_at']).execute();

  await db.schema
    .alterTable('feed_item')
    .addColumn('source_id', 'text', (c) => c.references('source.uni_id').onDelete('set null'))
    .execute();
  await db.schema.alterTable('feed_item').addColumn('decision', 'text').execute();
  await db.schema.alterTable('feed_item').addColumn('decision_word', 'text').execute();
  await db.schema.alterTable('feed_item').addColumn('rejected_date', 'text').execute();
  await db.schema.alterTable('feed_item').addColumn('rejected_reason', 'text').execute();
  // The queue (pending and rejected, newest `created` first) reads only items not public.
  await db.schema
    .createIndex('feed_item_unapproved')
    .on('feed_item')
    .columns(['created desc', 'uni_id desc'])
    .where(sql.ref('u_approved_date'), 'is', null)
    .execute();
  // The queue narrowed to one source, and a source's delete setting its items' source_id to null.
  await db.schema.createIndex('feed_item_source').on('feed_item').columns(['source_id', 'created desc']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('feed_item_source').execute();
  await db.schema.dropIndex('feed_item_unapproved').execute();
  for (const column of ['rejected_reason', 'rejected_date', 'decision', 'source_id']) await db.schema.alterTable('feed_item').dropColumn(column).execute();
  await db.schema.dropTable('source').execute();
}
