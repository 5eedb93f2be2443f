import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { migrateToLatest, openDatabase } from '../db/database.ts';
import { UsageError } from './admin-command.ts';
import { runBackupCommand } from './backup-command.ts';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'wiy-backup-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
const configFor = (name: string, env: Record<string, string> = {}) => loadConfig({ DATA_DIR: path.join(root, name), WEB_DIST: '', ...env });

/** Every row of every table, in a fixed order, as the database returns it. */
function rowsOf(file: string): Record<string, unknown[]> {
  const db = new SQLite(file, { readonly: true });
  const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name").pluck().all() as string[];
  const rows = Object.fromEntries(tables.map((table) => [table, db.prepare(`SELECT * FROM "${table}" ORDER BY rowid`).raw().all()]));
  db.close();
  return rows;
}

it('copies the database while it is being written, consistently, and puts the copy back byte for byte', async () => {
  const config = configFor('live');
  const live = openDatabase({ dataDir: config.dataDir });
  await migrateToLatest(live.db);
  // A writer on its own connection: each transaction adds a language and the category that names it, so a
  // copy torn between two writes would hold one without the other.
  const writer = new SQLite(path.join(config.dataDir, 'wiy.sqlite'));
  const write = writer.transaction((i: number) => {
    writer.prepare('INSERT INTO language (uni_id, name, label) VALUES (?, ?, ?)').run(`l${i}`, `l${i}`, `L ${i}`);
    writer.prepare('INSERT INTO category (uni_id, u_name, u_label, u_list_category_order) VALUES (?, ?, ?, ?)').run(`c${i}`, `l${i}`, `C ${i}`, i);
  });
  let written = 0;
  let writing = true;
  const writes = (async () => {
    while (writing) {
      write(written++);
      await new Promise((resolve) => setImmediate(resolve));
    }
  })();
  for (let i = 0; i < 50; i++) write(written++);
  const file = path.join(root, 'copy.sqlite');
  expect(await runBackupCommand(['backup', file], config)).toContain('Backed up');
  writing = false;
  await writes;
  writer.close();

  const copied = rowsOf(file);
  expect(copied.language!.length).toBeGreaterThanOrEqual(50);
  expect(copied.category).toHaveLength(copied.language!.length);
  expect(copied.language!.length).toBeLessThanOrEqual(written);
  expect(new SQLite(file, { readonly: true }).pragma('integrity_check', { simple: true })).toBe('ok');

  const restoredConfig = configFor('restored');
  expect(await runBackupCommand(['restore', file], restoredConfig)).toContain('Restored');
  expect(rowsOf(path.join(restoredConfig.dataDir, 'wiy.sqlite'))).toEqual(copied);
  // Over a live database with other rows, too: afterwards it holds exactly the copy's.
  expect(await runBackupCommand(['restore', file], config)).toContain('Restored');
  expect(rowsOf(path.join(config.dataDir, 'wiy.sqlite'))).toEqual(copied);
  await live.db.destroy();
});

it('refuses a file that is not a backup of this database, changing nothing, and a missing or taken name', async () => {
  const config = configFor('refusals');
  const live = openDatabase({ dataDir: config.dataDir });
  await migrateToLatest(live.db);
  await live.db.destroy();
  const before = rowsOf(path.join(config.dataDir, 'wiy.sqlite'));
  const text = path.join(root, 'notes.txt');
  fs.writeFileSync(text, 'not a database at all, just some words that are long enough to look like a header');
  await expect(runBackupCommand(['restore', text], config)).rejects.toThrow(UsageError);
  const other = path.join(root, 'other.sqlite');
  new SQLite(other).exec('CREATE TABLE notes (body TEXT)');
  await expect(runBackupCommand(['restore', other], config)).rejects.toThrow('is not a backup');
  expect(rowsOf(path.join(config.dataDir, 'wiy.sqlite'))).toEqual(before);
  await expect(runBackupCommand(['backup'], config)).rejects.toThrow('needs a FILE');
  await expect(runBackupCommand(['backup', text], config)).rejects.toThrow('exists already');
  await expect(runBackupCommand(['backup', path.join(root, 'x.sqlite')], configFor('pg', { DATABASE_URL: 'postgres://localhost/x' }))).rejects.toThrow(
    'pg_dump',
  );
});
