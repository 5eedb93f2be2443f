import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setImmediate } from 'node:timers/promises';
import { Worker } from 'node:worker_threads';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import * as tar from 'tar';
import { afterAll, expect, it, vi } from 'vitest';
import { databaseKinds } from '../../test/helper.ts';
import { throwawayDatabase } from '../../test/throwaway-database.ts';
import { loadConfig } from '../config.ts';
import { migrateToLatest, openDatabase } from '../db/database.ts';
import { UsageError } from './usage-error.ts';
import { runBackupCommand } from './backup-command.ts';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'wiy-backup-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
const configFor = (name: string, env: Record<string, string> = {}) => loadConfig({ DATA_DIR: path.join(root, name), WEB_DIST: '', ...env });

/** Every row of every table, in a fixed order (not by rowid: the search index's shadow tables have none). */
function rowsOf(file: string): Record<string, unknown[]> {
  const db = new SQLite(file, { readonly: true });
  const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name").pluck().all() as string[];
  const sorted = (rows: unknown[]) => rows.map((row) => [JSON.stringify(row), row] as const).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const rows = Object.fromEntries(tables.map((table) => [table, sorted(db.prepare(`SELECT * FROM "${table}"`).raw().all()).map(([, row]) => row)]));
  db.close();
  return rows;
}

/** The SQLite database inside a backup archive, unpacked beside it. */
async function databaseIn(archive: string): Promise<string> {
  const folder = fs.mkdtempSync(path.join(root, 'unpacked-'));
  await tar.extract({ file: archive, cwd: folder });
  return path.join(folder, 'database', 'wiy.sqlite');
}

/** Every file under `folder` with its bytes, by its path inside it. */
function filesIn(folder: string): Record<string, string> {
  const entries = fs.readdirSync(folder, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  return Object.fromEntries(
    entries.map((entry) => [path.relative(folder, path.join(entry.parentPath, entry.name)), fs.readFileSync(path.join(entry.parentPath, entry.name), 'hex')]),
  );
}

/** Media as curators leave it: images at the top and in folders, variants among them. */
function writeMedia(dataDir: string): void {
  const media = path.join(dataDir, 'media');
  fs.mkdirSync(path.join(media, 'uploads', '2026'), { recursive: true });
  fs.mkdirSync(path.join(media, 'variants', '320'), { recursive: true });
  fs.writeFileSync(path.join(media, 'logo.png'), randomBytes(2048));
  fs.writeFileSync(path.join(media, 'uploads', '2026', 'cat.jpg'), randomBytes(4096));
  fs.writeFileSync(path.join(media, 'variants', '320', 'logo.png.webp'), randomBytes(512));
}

/** Media changed after a backup: one image gone, one rewritten, one added. */
function changeMedia(dataDir: string): void {
  const media = path.join(dataDir, 'media');
  fs.rmSync(path.join(media, 'logo.png'));
  fs.writeFileSync(path.join(media, 'uploads', '2026', 'cat.jpg'), 'another image');
  fs.writeFileSync(path.join(media, 'new.png'), 'added after the backup');
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
      file = path.join(root, `copy-${attempt++}.tar`);
      before = writer.written();
      expect(await runBackupCommand(['backup', file], live.config)).toContain('Backed up');
      after = writer.written();
    } while (after === before && attempt < 5);
  } finally {
    await writer.stop();
  }
  // Writes committed while the copy was taken, and the copy is the database as it was at one moment among them.
  expect(after).toBeGreaterThan(before);
  const copiedFile = await databaseIn(file);
  const copied = rowsOf(copiedFile);
  expect(copied.language!.length).toBeGreaterThanOrEqual(before);
  expect(copied.language!.length).toBeLessThanOrEqual(after);
  expect(copied.category).toHaveLength(copied.language!.length);
  const copy = new SQLite(copiedFile, { readonly: true });
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
    expect(await runBackupCommand(['backup', path.join(root, 'grown.tar')], live.config)).toContain('Backed up');
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
  await expect(runBackupCommand(['restore', path.join(root, 'absent.tar')], config)).rejects.toThrow('There is no file');
  expect(rowsOf(path.join(config.dataDir, 'wiy.sqlite'))).toEqual(before);
});

it('puts back the database and the media folder as they were at the backup, whatever changed since', async () => {
  const live = await liveDatabase('with-media');
  const writer = new SQLite(live.file);
  writer.prepare('INSERT INTO language (uni_id, name, label) VALUES (?, ?, ?)').run('en', 'en', 'English');
  writeMedia(live.config.dataDir);
  const media = path.join(live.config.dataDir, 'media');
  const rowsBefore = rowsOf(live.file);
  const mediaBefore = filesIn(media);
  const file = path.join(root, 'with-media.tar');
  expect(await runBackupCommand(['backup', file], live.config)).toContain(media);

  writer.prepare('UPDATE language SET label = ? WHERE uni_id = ?').run('Changed', 'en');
  writer.prepare('INSERT INTO language (uni_id, name, label) VALUES (?, ?, ?)').run('hi', 'hi', 'Hindi');
  writer.close();
  changeMedia(live.config.dataDir);
  expect(filesIn(media)).not.toEqual(mediaBefore);

  expect(await runBackupCommand(['restore', file], live.config)).toContain('Restored');
  expect(rowsOf(live.file)).toEqual(rowsBefore);
  expect(filesIn(media)).toEqual(mediaBefore);
  // Nothing of the restore's unpacking is left in DATA_DIR.
  expect(fs.readdirSync(live.config.dataDir).filter((name) => name.startsWith('.restore-'))).toEqual([]);
  // Into an empty data folder too.
  const fresh = configFor('fresh-with-media');
  await runBackupCommand(['restore', file], fresh);
  expect(rowsOf(path.join(fresh.dataDir, 'wiy.sqlite'))).toEqual(rowsBefore);
  expect(filesIn(path.join(fresh.dataDir, 'media'))).toEqual(mediaBefore);
  await live.close();
});

it('restores a copy of the database alone, as backups were before they held media, leaving the media as they are', async () => {
  const live = await liveDatabase('database-alone');
  const old = path.join(root, 'database-alone.sqlite');
  const writer = new SQLite(live.file);
  // As the command made them then: SQLite's online backup, the rows still in the write-ahead log included.
  await writer.backup(old);
  const rowsBefore = rowsOf(live.file);
  writer.prepare('INSERT INTO language (uni_id, name, label) VALUES (?, ?, ?)').run('en', 'en', 'English');
  writer.close();
  writeMedia(live.config.dataDir);
  const mediaBefore = filesIn(path.join(live.config.dataDir, 'media'));
  expect(await runBackupCommand(['restore', old], live.config)).toContain('holds no media');
  expect(rowsOf(live.file)).toEqual(rowsBefore);
  expect(filesIn(path.join(live.config.dataDir, 'media'))).toEqual(mediaBefore);
  await live.close();
});

it('refuses to restore a SQLite archive into PostgreSQL, naming the move, and says which package brings pg_dump', async () => {
  const live = await liveDatabase('engines');
  const file = path.join(root, 'engines.tar');
  await runBackupCommand(['backup', file], live.config);
  await live.close();
  const onPostgres = configFor('engines-pg', { DATABASE_URL: 'postgres://wiy:s3cret@127.0.0.1:1/wiy' });
  await expect(runBackupCommand(['restore', file], onPostgres)).rejects.toThrow('npm run move');
  vi.stubEnv('PATH', path.join(root, 'no-tools'));
  try {
    const refusal = runBackupCommand(['backup', path.join(root, 'no-tools.tar')], onPostgres);
    await expect(refusal).rejects.toThrow(UsageError);
    await expect(refusal).rejects.toThrow('postgresql-client');
  } finally {
    vi.unstubAllEnvs();
  }
  expect(fs.existsSync(path.join(root, 'no-tools.tar'))).toBe(false);
});

/** Every row of every table of the PostgreSQL database at `url`, each table's in one fixed order. */
async function postgresRows(url: string): Promise<Record<string, unknown[]>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const tables = await client.query<{ name: string }>("SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY 1");
    const rows: Record<string, unknown[]> = {};
    for (const { name } of tables.rows) {
      if (name.startsWith('kysely_')) continue;
      rows[name] = (await client.query(`SELECT * FROM "${name}" AS t ORDER BY t::text`)).rows;
    }
    return rows;
  } finally {
    await client.end();
  }
}

for (const kind of databaseKinds.filter((k) => k === 'postgres')) {
  it(`puts back a ${kind} database and the media as they were, never showing the password`, async () => {
    const target = await throwawayDatabase('wiy_backup');
    // Trust authentication takes any password: this one is there to be kept out of sight.
    const url = new URL(target.url);
    url.password = 's3cret';
    const config = configFor('postgres', { DATABASE_URL: url.toString() });
    const live = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: 1 });
    try {
      await migrateToLatest(live.db);
      await live.db.insertInto('language').values({ uni_id: 'en', name: 'en', label: 'English' }).execute();
      writeMedia(config.dataDir);
      const rowsBefore = await postgresRows(target.url);
      const mediaBefore = filesIn(path.join(config.dataDir, 'media'));
      const file = path.join(root, 'postgres.tar');
      const backedUp = await runBackupCommand(['backup', file], config);
      expect(backedUp).toContain('Backed up');
      expect(backedUp).not.toContain('s3cret');

      await live.db.updateTable('language').set({ label: 'Changed' }).execute();
      await live.db.insertInto('language').values({ uni_id: 'hi', name: 'hi', label: 'Hindi' }).execute();
      changeMedia(config.dataDir);
      expect(await postgresRows(target.url)).not.toEqual(rowsBefore);
      await live.db.destroy();

      const restored = await runBackupCommand(['restore', file], config);
      expect(restored).not.toContain('s3cret');
      expect(await postgresRows(target.url)).toEqual(rowsBefore);
      expect(filesIn(path.join(config.dataDir, 'media'))).toEqual(mediaBefore);

      // A PostgreSQL archive holds what pg_restore reads; another tool's failure is told without the password.
      const elsewhere = configFor('postgres-missing', { DATABASE_URL: `${url.toString()}_missing` });
      const failure = runBackupCommand(['backup', path.join(root, 'missing.tar')], elsewhere);
      await expect(failure).rejects.toThrow('does not exist');
      await expect(failure).rejects.not.toThrow('s3cret');
    } finally {
      await live.db.destroy().catch(() => {});
      await target.drop();
    }
  });
}
