import type { Kysely } from 'kysely';

/** Every entity of both spec documents, in types both SQLite and PostgreSQL read the same way. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const s = db.schema;
  await s
    .createTable('category')
    .addColumn('uni_id', 'text', (c) => c.primaryKey())
    .addColumn('u_name', 'text', (c) => c.notNull())
    .addColumn('u_label', 'text', (c) => c.notNull())
    .addColumn('u_list_category_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await s
    .createTable('sub_category')
    .addColumn('uni_id', 'text', (c) => c.primaryKey())
    .addColumn('u_label', 'text', (c) => c.notNull())
    .addColumn('category_id', 'text', (c) => c.notNull().references('category.uni_id').onDelete('cascade'))
    .addColumn('u_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await s
    .createTable('hot_topic')
    .addColumn('uni_id', 'text', (c) => c.primaryKey())
    .addColumn('u_title', 'text', (c) => c.notNull())
    .addColumn('u_image', 'text')
    .addColumn('u_description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created', 'text', (c) => c.notNull())
    .addColumn('updated', 'text', (c) => c.notNull())
    .execute();
  await s
    .createTable('feed_item')
    .addColumn('uni_id', 'text', (c) => c.primaryKey())
    .addColumn('u_title', 'text', (c) => c.notNull())
    .addColumn('u_image', 'text')
    .addColumn('u_approved_date', 'text')
    .addColumn('unpublished_date', 'text')
    .addColumn('created', 'text', (c) => c.notNull())
    .addColumn('updated', 'text', (c) => c.notNull())
    .addColumn('social_vendor', 'text', (c) => c.notNull())
    .addColumn('u_url', 'text', (c) => c.notNull().unique())
    .addColumn('u_url_2', 'text')
    .addColumn('u_url_3', 'text')
    .addColumn('u_url_4', 'text')
    .addColumn('u_url_5', 'text')
    .addColumn('u_show_description', 'text', (c) => c.notNull().defaultTo('false'))
    .addColumn('u_description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('u_highlight_description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('category_id', 'text', (c) => c.references('category.uni_id').onDelete('set null'))
    .addColumn('sub_category_id', 'text', (c) => c.references('sub_category.uni_id').onDelete('set null'))
    .addColumn('hot_topic_id', 'text', (c) => c.references('hot_topic.uni_id').onDelete('set null'))
    .addColumn('feed_rank', 'integer')
    .execute();
  await s.createIndex('feed_item_rank').on('feed_item').column('feed_rank').execute();
  await s.createIndex('feed_item_order').on('feed_item').columns(['updated desc', 'uni_id desc']).execute();
  await s.createIndex('feed_item_category').on('feed_item').columns(['category_id', 'sub_category_id', 'updated desc']).execute();
  await s.createIndex('feed_item_hot_topic').on('feed_item').columns(['hot_topic_id', 'updated desc']).execute();

  await s
    .createTable('list_category')
    .addColumn('uni_id', 'text', (c) => c.primaryKey())
    .addColumn('u_name', 'text', (c) => c.notNull().unique())
    .addColumn('u_label', 'text', (c) => c.notNull())
    .addColumn('u_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await s
    .createTable('list_channel')
    .addColumn('uni_id', 'text', (c) => c.primaryKey())
    .addColumn('u_name', 'text', (c) => c.notNull())
    .addColumn('u_logo', 'text')
    .addColumn('list_category_id', 'text', (c) => c.notNull().references('list_category.uni_id').onDelete('cascade'))
    .addColumn('created', 'text', (c) => c.notNull())
    .addColumn('updated', 'text', (c) => c.notNull())
    .execute();
  await s.createIndex('list_channel_category').on('list_channel').columns(['list_category_id', 'u_name']).execute();
  await s
    .createTable('filter_record')
    .addColumn('uni_id', 'text', (c) => c.primaryKey())
    .addColumn('u_name', 'text', (c) => c.notNull())
    .addColumn('parent_id', 'text', (c) => c.notNull().defaultTo('0'))
    .addColumn('list_category_id', 'text', (c) => c.notNull().references('list_category.uni_id').onDelete('cascade'))
    .execute();
  await s
    .createTable('channel_feed')
    .addColumn('uni_id', 'text', (c) => c.primaryKey())
    .addColumn('u_name', 'text', (c) => c.notNull())
    .addColumn('u_views', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('u_likes', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('u_video_id', 'text', (c) => c.notNull())
    .addColumn('u_image', 'text')
    .addColumn('u_image_source', 'text')
    .addColumn('u_source_type', 'text', (c) => c.notNull().defaultTo('false'))
    .addColumn('u_description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('filter_category_id', 'text', (c) => c.references('filter_record.uni_id').onDelete('set null'))
    .addColumn('list_category_id', 'text', (c) => c.notNull().references('list_category.uni_id').onDelete('cascade'))
    .addColumn('list_channel_id', 'text', (c) => c.notNull().references('list_channel.uni_id').onDelete('cascade'))
    .addColumn('created', 'text', (c) => c.notNull())
    .addColumn('updated', 'text', (c) => c.notNull())
    .execute();
  await s.createIndex('channel_feed_channel').on('channel_feed').columns(['list_channel_id', 'updated desc']).execute();
  await s
    .createTable('language')
    .addColumn('uni_id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('label', 'text', (c) => c.notNull())
    .execute();
  await s
    .createTable('recipe')
    .addColumn('uni_id', 'text', (c) => c.primaryKey())
    .addColumn('u_title', 'text', (c) => c.notNull())
    .addColumn('u_image', 'text')
    .addColumn('u_image_source', 'text')
    .addColumn('u_source_type', 'text', (c) => c.notNull().defaultTo('false'))
    .addColumn('u_views', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('u_likes', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('u_url', 'text')
    .addColumn('channel_id', 'text', (c) => c.notNull().references('list_channel.uni_id').onDelete('cascade'))
    .addColumn('language_id', 'text', (c) => c.notNull().references('language.uni_id'))
    .addColumn('list_category_id', 'text', (c) => c.notNull().references('list_category.uni_id').onDelete('cascade'))
    .addColumn('u_ingredients', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('u_recipes', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created', 'text', (c) => c.notNull())
    .addColumn('updated', 'text', (c) => c.notNull())
    .execute();
  await s.createIndex('recipe_channel').on('recipe').columns(['channel_id', 'language_id', 'updated desc']).execute();
  await s
    .createTable('knowledge_category')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('product', 'text', (c) => c.notNull())
    .execute();
  await s
    .createTable('knowledge')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('category_id', 'text', (c) => c.notNull().references('knowledge_category.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('html', 'text', (c) => c.notNull())
    .addColumn('u_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created', 'text', (c) => c.notNull())
    .addColumn('updated', 'text', (c) => c.notNull())
    .execute();

  await s
    .createTable('app_user')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_name', 'text', (c) => c.notNull().unique())
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('email', 'text')
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('application', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull().defaultTo('visitor'))
    .addColumn('verified', 'text')
    .addColumn('created', 'text', (c) => c.notNull())
    .addColumn('updated', 'text', (c) => c.notNull())
    .execute();
  await s
    .createTable('user_session')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
    .addColumn('created', 'text', (c) => c.notNull())
    .addColumn('expires', 'text', (c) => c.notNull())
    .addColumn('revoked', 'text')
    .execute();
  await s.createIndex('user_session_user').on('user_session').column('user_id').execute();
  await s
    .createTable('otp_code')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('mobile', 'text', (c) => c.notNull())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('created', 'text', (c) => c.notNull())
    .addColumn('expires', 'text', (c) => c.notNull())
    .addColumn('failed_attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('used', 'text')
    .execute();
  await s.createIndex('otp_code_mobile').on('otp_code').columns(['mobile', 'purpose', 'created']).execute();
  await s
    .createTable('rate_event')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('created', 'text', (c) => c.notNull())
    .execute();
  await s.createIndex('rate_event_key').on('rate_event').columns(['key', 'created']).execute();
  await s
    .createTable('deletion_request')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.references('app_user.id').onDelete('set null'))
    .addColumn('user_name', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('requested', 'text', (c) => c.notNull())
    .addColumn('remove_after', 'text', (c) => c.notNull())
    .addColumn('completed', 'text')
    .execute();
  await s
    .createTable('spent_time')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('start_time', 'text', (c) => c.notNull())
    .addColumn('end_time', 'text', (c) => c.notNull())
    .addColumn('time_spent', 'text', (c) => c.notNull())
    .addColumn('created', 'text', (c) => c.notNull())
    .execute();
  await s
    .createTable('push_subscription')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('recipient_token', 'text', (c) => c.notNull())
    .addColumn('topic', 'text', (c) => c.notNull())
    .addColumn('application_name', 'text', (c) => c.notNull())
    .addColumn('created', 'text', (c) => c.notNull())
    .addUniqueConstraint('push_subscription_token_topic', ['recipient_token', 'topic'])
    .execute();
  await s
    .createTable('audit_log')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('actor_id', 'text')
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('entity', 'text', (c) => c.notNull())
    .addColumn('entity_id', 'text', (c) => c.notNull())
    .addColumn('details', 'text')
    .addColumn('created', 'text', (c) => c.notNull())
    .execute();
  await s.createIndex('audit_log_created').on('audit_log').column('created').execute();
}
