import type { Kysely } from 'kysely';

/**
 * Per item and UTC day (decision 098), how often its detail was opened and its link followed
 * out to the platform. One row per item and day, raised in place, so the table never holds more than items ×
 * days rows whatever readers do; nothing about a reader is kept. An item's figures go with it (a curator's delete).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('item_reach')
    .addColumn('uni_id', 'text', (c) => c.notNull().references('feed_item.uni_id').onDelete('cascade'))
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('opens', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('clicks', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('item_reach_pk', ['uni_id', 'day'])
    .execute();
  // 'Top this week' reads every item's rows of a few days.
  await db.schema.createIndex('item_reach_day').on('item_reach').column('day').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('item_reach').execute();
}
