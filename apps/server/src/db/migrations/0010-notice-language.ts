import type { Kysely } from 'kysely';

/**
 * The language a browser's notices are written in (decision 095), the interface's language when
 * it subscribed. Browsers kept before read English, as they did.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('web_push_device')
    .addColumn('locale', 'text', (c) => c.notNull().defaultTo('en'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('web_push_device').dropColumn('locale').execute();
}
