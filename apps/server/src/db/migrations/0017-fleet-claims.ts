import type { Kysely } from 'kysely';

/**
 * What several machines on one database claim from each other (decision 208). `job_run`: a timed job's run
 * per due time, made by the one process whose insert creates the row (and the demo seed's, once). `push_notice`: a
 * topic notice waiting for its browser, held by the process sending it until `claimed_until`, so that one a dead
 * process held is sent by another once the hold ends.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('job_run')
    .addColumn('job', 'text', (c) => c.notNull())
    .addColumn('due', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('job_run_pk', ['job', 'due'])
    .execute();
  await db.schema
    .createTable('push_notice')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('endpoint', 'text', (c) => c.notNull().references('web_push_device.endpoint').onDelete('cascade'))
    .addColumn('notice', 'text', (c) => c.notNull())
    .addColumn('claimed_until', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('push_notice_endpoint').on('push_notice').column('endpoint').execute();
  await db.schema.createIndex('push_notice_claimed_until').on('push_notice').columns(['claimed_until', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('push_notice').execute();
  await db.schema.dropTable('job_run').execute();
}
