import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe } from 'vitest';
import { buildApp, type AppDependencies } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config.ts';
import { migrateToLatest, openDatabase, type DatabaseHandle, type DatabaseKind } from '../src/db/database.ts';
import { ManualClock } from '../src/lib/clock.ts';

/** The engines every API test runs on: SQLite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const databaseKinds: DatabaseKind[] = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];

export interface TestContext {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: Config;
  clock: ManualClock;
  /** An inject with the `Application` header already set. */
  call(options: InjectOptions & { url: string }): Promise<LightMyRequestResponse>;
}

async function createPgSchema(url: string): Promise<{ schema: string; drop(): Promise<void> }> {
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(`CREATE SCHEMA ${schema}`);
  await client.end();
  return {
    schema,
    async drop() {
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      await dropper.query(`DROP SCHEMA ${schema} CASCADE`);
      await dropper.end();
    },
  };
}

/**
 * Runs a block of API tests once per database engine, each on a fresh, migrated database of its own
 * (a temporary SQLite file, or a PostgreSQL schema made for this file), with the app built for `inject`.
 * Tables are emptied before each test; `setup` runs after that to put in what the test needs. `env` is read as the
 * server reads its environment; `config` sets in code what only tests change (`loadConfig`'s overrides). `apiRoutes`
 * adds routes to the API group, given the tests' clock, as the end-to-end server's entry adds its hooks.
 */
export function describeEachDatabase(
  name: string,
  body: (ctx: () => TestContext) => void,
  options: { env?: Record<string, string>; config?: Partial<Config>; apiRoutes?: (clock: ManualClock) => AppDependencies['apiRoutes'] } = {},
): void {
  for (const kind of databaseKinds) {
    describe(`${name} [${kind}]`, () => {
      let context: TestContext | undefined;
      let dropSchema: (() => Promise<void>) | undefined;
      let dataDir = '';
      let pgSchemaName: string | undefined;

      beforeAll(async () => {
        dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wiy-test-'));
        let pgSchema: string | undefined;
        if (kind === 'postgres') {
          const created = await createPgSchema(process.env.TEST_DATABASE_URL!);
          pgSchema = created.schema;
          pgSchemaName = created.schema;
          dropSchema = created.drop;
        }
        const config = loadConfig(
          {
            DATA_DIR: dataDir,
            WEB_DIST: '',
            LOG_LEVEL: 'silent',
            // Test files run side by side on few cores, and a busy machine is not an overloaded server (a worker
            // starved of the CPU for a second reads as an infinite delay): the event-loop check is off here, and
            // proved by its own test (plugins/overload), which sets its own threshold.
            MAX_EVENT_LOOP_DELAY_MS: '0',
            ...(kind === 'postgres' ? { DATABASE_URL: process.env.TEST_DATABASE_URL } : {}),
            ...options.env,
          },
          options.config,
        );
        const database = openDatabase({ databaseUrl: config.databaseUrl, dataDir, pgSchema, poolSize: 4 });
        await migrateToLatest(database.db, pgSchema);
        const clock = new ManualClock();
        const app = await buildApp({ config, database, clock, logger: false, apiRoutes: options.apiRoutes?.(clock) });
        await app.ready();
        context = {
          app,
          database,
          config,
          clock,
          // Tests write to the database directly, then read through the API at once: each call first takes in
          // the content version, as a server does within its poll interval.
          call: async (opts) => {
            await app.publicAnswers.version.refresh();
            return app.inject({ ...opts, headers: { application: config.shortName, ...opts.headers } });
          },
        };
      });

      beforeEach(async () => {
        await truncateAll(context!.database, pgSchemaName);
        await context!.app.publicAnswers.version.refresh();
        context!.clock.set('2026-11-23T10:00:00.000Z');
      });

      afterAll(async () => {
        await context?.app.close();
        await context?.database.db.destroy();
        await dropSchema?.();
        fs.rmSync(dataDir, { recursive: true, force: true });
      });

      body(() => context!);
    });
  }
}

/**
 * Empties every table of the app. Plain DELETEs with the foreign-key checks switched off for the moment:
 * on tables this small they are ten times faster than TRUNCATE on PostgreSQL.
 */
async function truncateAll({ db, kind }: DatabaseHandle, pgSchema: string | undefined): Promise<void> {
  // Kysely's PostgreSQL introspection reads every schema, and races other test files dropping theirs: ask for this file's own.
  const tables =
    kind === 'postgres'
      ? (await sql<{ name: string }>`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = ${pgSchema}`.execute(db)).rows
      : await db.introspection.getTables();
  // The content version stays, and moves on: answers kept for an earlier test are then never current.
  // An FTS5 table's shadow tables are its own to keep: emptying the table empties them.
  const names = tables.map((t) => t.name).filter((n) => !n.startsWith('kysely_') && !n.startsWith('site_search_fts_') && n !== 'content_version');
  await db.connection().execute(async (connection) => {
    if (kind === 'postgres') await sql`SET session_replication_role = replica`.execute(connection);
    else await sql`PRAGMA foreign_keys = OFF`.execute(connection);
    for (const table of names) await sql`DELETE FROM ${sql.table(table)}`.execute(connection);
    if (kind === 'postgres') await sql`SET session_replication_role = DEFAULT`.execute(connection);
    else await sql`PRAGMA foreign_keys = ON`.execute(connection);
    await sql`UPDATE content_version SET version = version + 1`.execute(connection);
  });
}
