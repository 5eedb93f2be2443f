import type { Kysely } from 'kysely';

/** What a signed-in reader muted (decision 093). A row goes with its account (the deletion job removes the user). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('muted_term')
    .addColumn('user_id', 'text', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('created', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('muted_term_pk', ['user_id', 'kind', 'value'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('muted_term').execute();
}
