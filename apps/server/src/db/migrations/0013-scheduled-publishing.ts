import type { Kysely } from 'kysely';

/**
 * An item approved for a later time (decision 100) keeps that time here until the publishing
 * job makes it public (`u_approved_date` and `updated` become this time, and this goes back to null). ISO text
 * in UTC, like every time of the schema, so a text comparison with the clock's `toISOString` is a time order.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('feed_item').addColumn('publish_at', 'text').execute();
  // Every process asks each second whether anything is due: a seek on the few scheduled rows, not a scan.
  await db.schema.createIndex('feed_item_publish_at').on('feed_item').column('publish_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('feed_item_publish_at').execute();
  await db.schema.alterTable('feed_item').dropColumn('publish_at').execute();
}
