import type { Kysely } from 'kysely';

/**
 * The items a signed-in reader saved. A row goes with its account (the deletion job removes the
 * user) and with its item (a curator's delete); an unpublished item's row stays, unseen, until it is public again.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('saved_item')
    .addColumn('user_id', 'text', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
    .addColumn('uni_id', 'text', (c) => c.notNull().references('feed_item.uni_id').onDelete('cascade'))
    .addColumn('saved', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('saved_item_pk', ['user_id', 'uni_id'])
    .execute();
  await db.schema.createIndex('saved_item_newest').on('saved_item').columns(['user_id', 'saved']).execute();
  await db.schema.createIndex('saved_item_item').on('saved_item').column('uni_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('saved_item').execute();
}
