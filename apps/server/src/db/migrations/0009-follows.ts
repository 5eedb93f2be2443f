import type { Kysely } from 'kysely';

/**
 * The topics a signed-in reader follows, the browsers their notices go to, and
 * when each topic last sent one (decision 094). A reader's rows go with the account (the deletion job removes the user).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('followed_topic')
    .addColumn('user_id', 'text', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('target_id', 'text', (c) => c.notNull())
    .addColumn('created', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('followed_topic_pk', ['user_id', 'kind', 'target_id'])
    .execute();
  await db.schema.createIndex('followed_topic_target').on('followed_topic').columns(['kind', 'target_id']).execute();
  // The native wrapper's tokens are `push_subscription` (spec 001); these are the Web Push protocol's.
  await db.schema
    .createTable('web_push_device')
    .addColumn('endpoint', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
    .addColumn('p256dh', 'text', (c) => c.notNull())
    .addColumn('auth', 'text', (c) => c.notNull())
    .addColumn('created', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('web_push_device_user').on('web_push_device').column('user_id').execute();
  await db.schema
    .createTable('topic_notice')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('target_id', 'text', (c) => c.notNull())
    .addColumn('sent', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('topic_notice_pk', ['kind', 'target_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('topic_notice').execute();
  await db.schema.dropTable('web_push_device').execute();
  await db.schema.dropTable('followed_topic').execute();
}
