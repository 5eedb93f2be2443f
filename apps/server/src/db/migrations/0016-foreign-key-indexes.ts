import type { Kysely } from 'kysely';

/**
 * Every foreign key's column leads an index (decision 110, db/foreign-key-indexes.test.ts). Neither engine makes one
 * for the referring side. Without it, deleting a referenced row scans the referring table for the rows to set null or
 * delete with it, with the write lock held: a sub-category's delete read all of `feed_item`, and a list category's
 * every channel video, recipe and filter. Moving a sub-category to another category, which refiles its items by
 * their `sub_category_id`, read all of `feed_item` too.
 */
const INDEXES = [
  ['sub_category', 'category_id'],
  ['feed_item', 'sub_category_id'],
  ['filter_record', 'list_category_id'],
  ['channel_feed', 'list_category_id'],
  ['channel_feed', 'filter_category_id'],
  ['recipe', 'list_category_id'],
  ['recipe', 'language_id'],
  ['knowledge', 'category_id'],
  ['source', 'category_id'],
  ['source', 'sub_category_id'],
  ['source', 'hot_topic_id'],
] as const;

const nameOf = (table: string, column: string) => `${table}_${column}`;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [table, column] of INDEXES) await db.schema.createIndex(nameOf(table, column)).on(table).column(column).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [table, column] of INDEXES) await db.schema.dropIndex(nameOf(table, column)).execute();
}
