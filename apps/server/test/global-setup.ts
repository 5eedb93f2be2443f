import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { migrateToLatest, openDatabase } from '../src/db/database.ts';
import { throwawayDatabase } from './throwaway-database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated SQLite file that each API test file copies instead of migrating its own (helper.ts). */
    sqliteTemplate: string;
    /** A migrated PostgreSQL database that each API test file copies, when TEST_DATABASE_URL is set; else ''. */
    pgTemplate: string;
  }
}

/** Runs the migrations once per test run on each engine, into the templates the API test files copy. */
export default async function setup(project: TestProject) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wiy-template-'));
  const sqlite = openDatabase({ databaseUrl: '', dataDir });
  await migrateToLatest(sqlite.db);
  // Closing the only connection folds SQLite's write-ahead log into the file: the file alone is the database.
  await sqlite.db.destroy();
  project.provide('sqliteTemplate', path.join(dataDir, 'wiy.sqlite'));

  const template = process.env.TEST_DATABASE_URL ? await throwawayDatabase('wiy_template') : undefined;
  if (template) {
    const pg = openDatabase({ databaseUrl: template.url, dataDir, poolSize: 1 });
    await migrateToLatest(pg.db);
    await pg.db.destroy();
  }
  project.provide('pgTemplate', template?.name ?? '');

  return async () => {
    await template?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
