import type { Kysely } from 'kysely';

/**
 * What the account area needs beyond 0001: the grant a verified reset code gives to set one new
 * password (bound to a token the client holds), and indexes for the sessions and deletion lookups.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('password_reset_grant')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull())
    .addColumn('created', 'text', (c) => c.notNull())
    .addColumn('expires', 'text', (c) => c.notNull())
    .addColumn('used', 'text')
    .execute();
  await db.schema.createIndex('password_reset_grant_user').on('password_reset_grant').column('user_id').execute();
  await db.schema.createIndex('deletion_request_user').on('deletion_request').columns(['user_id', 'completed']).execute();
  await db.schema.createIndex('deletion_request_due').on('deletion_request').columns(['completed', 'remove_after']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('deletion_request_due').execute();
  await db.schema.dropIndex('deletion_request_user').execute();
  await db.schema.dropTable('password_reset_grant').execute();
}
