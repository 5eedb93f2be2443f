import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import SQLite from 'better-sqlite3';
import { afterEach, expect, it } from 'vitest';
import { migrations } from '../db/migrations/index.ts';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const dataDirs: string[] = [];
afterEach(() => {
  for (const dir of dataDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const migrate = (dataDir: string) =>
  promisify(execFile)(process.execPath, ['--import', 'tsx', 'apps/server/src/cli/migrate.ts'], {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
  });

it('npm run migrate applies every migration to the configured database and exits, and a second run finds none left', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wiy-migrate-'));
  dataDirs.push(dataDir);
  const first = await migrate(dataDir);
  expect(first.stdout).toContain(`Applied ${Object.keys(migrations).join(', ')} to the sqlite database`);
  const database = new SQLite(path.join(dataDir, 'wiy.sqlite'), { readonly: true });
  expect(database.prepare('SELECT name FROM kysely_migration ORDER BY name').pluck().all()).toEqual(Object.keys(migrations));
  database.close();
  expect((await migrate(dataDir)).stdout).toContain('The sqlite database is up to date');
}, 60_000);
