import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setImmediate } from 'node:timers/promises';
import { Worker } from 'node:worker_threads';
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

/** A migrated database of its own for a test, with its config. */
async function liveDatabase(name: string) {
  const config = configFor(name);
  const live = openDatabase({ dataDir: config.dataDir });
  await migrateToLatest(live.db);
  return { config, file: path.join(config.dataDir, 'wiy.sqlite'), close: () => live.db.destroy() };
}

/**
 * A writer on a thread of its own, as the server is to the backup command: each transaction adds a language and
 * the category that names it, so a copy torn between two writes would hold one without the other. `written` is
 * how many transactions it has committed; `stop` ends it.
 */
function writerThread(file: string) {
  const shared = new Int32Array(new SharedArrayBuffer(8));
  const worker = new Worker(
    `const { workerData } = require('node:worker_threads');
const SQLite = require('better-sqlite3');
const db = new SQLite(workerData.file);
const counts = workerData.counts;
const write = db.transaction((i) => {
  db.prepare('INSERT INTO language (uni_id, name, label) VALUES (?, ?, ?)').run('l' + i, 'l' + i, 'L ' + i);
  db.prepare('INSERT INTO category (uni_id, u_name, u_label, u_list_category_order) VALUES (?, ?, ?, ?)').run('c' + i, 'l' + i, 'C ' + i, i);
});
for (let i = 0; Atomics.load(counts, 1) === 0; i++) { write(i); Atomics.store(counts, 0, i + 1); }
db.close();`,
    { eval: true, workerData: { file, counts: shared } },
  );
  const ended = new Promise((resolve, reject) => worker.once('exit', resolve).once('error', reject));
  // Its failure is the test's once it stops the writer; until then it must not go unheard.
  ended.catch(() => {});
  return {
    written: () => Atomics.load(shared, 0),
    stop: async () => {
      Atomics.store(shared, 1, 1);
      await ended;
    },
  };
}

it('copies the database while another thread writes to it, consistently, and puts the copy back byte for byte', async () => {
  const live = await liveDatabase('live');
  const writer = writerThread(live.file);
  let file: string;
  let before: number;
  let after: number;
  try {
    await expect.poll(writer.written).toBeGreaterThanOrEqual(50);
    // Again, a few times at most, should a busy machine not run the writer while a copy is taken.
    let attempt = 0;
    do {
      file = path.join(root, `copy-${attempt++}.sqlite`);
      before = writer.written();
      expect(await runBackupCommand(['backup', file], live.config)).toContain('Backed up');
      after = writer.written();
    } while (after === before && attempt < 5);
  } finally {
    await writer.stop();
  }
  // Writes committed while the copy was taken, and the copy is the database as it was at one moment among them.
  expect(after).toBeGreaterThan(before);
  const copied = rowsOf(file);
  expect(copied.language!.length).toBeGreaterThanOrEqual(before);
  expect(copied.language!.length).toBeLessThanOrEqual(after);
  expect(copied.category).toHaveLength(copied.language!.length);
  const copy = new SQLite(file, { readonly: true });
  expect(copy.pragma('integrity_check', { simple: true })).toBe('ok');
  copy.close();

  const restoredConfig = configFor('restored');
  expect(await runBackupCommand(['restore', file], restoredConfig)).toContain('Restored');
  expect(rowsOf(path.join(restoredConfig.dataDir, 'wiy.sqlite'))).toEqual(copied);
  // Over a live database with other rows, too: afterwards it holds exactly the copy's.
  expect(await runBackupCommand(['restore', file], live.config)).toContain('Restored');
  expect(rowsOf(live.file)).toEqual(copied);
  await live.close();
});

it('finishes the copy though the database grows between every two of its steps', async () => {
  const live = await liveDatabase('growing');
  // On this thread, so that a write falls between every two steps of the copy, each adding pages (a row of 8 kB).
  const writer = new SQLite(live.file);
  const insert = writer.prepare('INSERT INTO language (uni_id, name, label) VALUES (?, ?, ?)');
  const MAX_WRITES = 500;
  let written = 0;
  let copying = true;
  const writes = (async () => {
    for (; copying && written < MAX_WRITES; written++) {
      insert.run(`l${written}`, `l${written}`, 'x'.repeat(8192));
      await setImmediate();
    }
  })();
  try {
    expect(await runBackupCommand(['backup', path.join(root, 'grown.sqlite')], live.config)).toContain('Backed up');
  } finally {
    copying = false;
    await writes;
    writer.close();
    await live.close();
  }
  // A copy that started again after each write, always short of the pages added since, ends only when the writes do.
  expect(written).toBeGreaterThan(0);
  expect(written).toBeLessThan(MAX_WRITES);
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
