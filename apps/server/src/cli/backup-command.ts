import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import type { Config } from '../config.ts';
import { UsageError } from './admin-command.ts';

export const BACKUP_USAGE = `Usage (SQLite, the embedded database in DATA_DIR):
  npm run backup -- FILE    a consistent copy of the database, taken while the server serves
  npm run restore -- FILE   puts a copy back (stop the server first: its kept answers and sessions follow the file)
On PostgreSQL use pg_dump and pg_restore (README, 'Backups').`;

/** The most pages better-sqlite3 lets one backup step copy: all of them, for any database SQLite can hold. */
const ALL_PAGES = 0x7fffffff;

/** Tables every copy of this product's database has: a file without them is not one. */
const REQUIRED_TABLES = ['kysely_migration', 'feed_item', 'app_user', 'content_version'];

function liveFile(config: Config): string {
  if (config.databaseUrl) throw new UsageError('DATABASE_URL is set: back PostgreSQL up with pg_dump and restore it with pg_restore (README, "Backups").');
  return path.join(config.dataDir, 'wiy.sqlite');
}

/** Checks that `file` is a whole SQLite database of this product before anything is copied over the live one. */
function checkCopy(file: string): void {
  let copy: SQLite.Database;
  try {
    copy = new SQLite(file, { readonly: true, fileMustExist: true });
  } catch (error) {
    throw new UsageError(`${file} cannot be opened as a database: ${(error as Error).message}`);
  }
  try {
    const integrity = copy.pragma('integrity_check', { simple: true });
    if (integrity !== 'ok') throw new UsageError(`${file} is damaged: ${String(integrity)}`);
    const tables = new Set(copy.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").pluck().all() as string[]);
    const missing = REQUIRED_TABLES.filter((table) => !tables.has(table));
    if (missing.length) throw new UsageError(`${file} is not a backup of this product's database (no ${missing.join(', ')})`);
  } catch (error) {
    if (error instanceof UsageError) throw error;
    throw new UsageError(`${file} is not a database: ${(error as Error).message}`);
  } finally {
    copy.close();
  }
}

/**
 * `npm run backup -- FILE` and `npm run restore -- FILE`, both through SQLite's online backup API
 * (better-sqlite3's `backup`): the copy is consistent while the server writes, and a restore takes the
 * database's locks page by page instead of replacing a file under an open connection. A restored copy from an
 * older version is migrated at the next start.
 */
export async function runBackupCommand(argv: string[], config: Config): Promise<string> {
  const [command, file] = argv;
  if (command !== 'backup' && command !== 'restore') throw new UsageError(`Unknown command "${command ?? ''}"`);
  if (!file) throw new UsageError(`${command} needs a FILE`);
  const live = liveFile(config);
  if (command === 'backup') {
    if (!fs.existsSync(live)) throw new UsageError(`There is no database at ${live} to back up`);
    if (fs.existsSync(file)) throw new UsageError(`${file} exists already: give a new file name`);
    const source = new SQLite(live, { readonly: true });
    try {
      // A write by the server between two steps restarts the copy: taken in steps of 100 pages (the default), a
      // database larger than that, written to all the time, would never finish. Each step after the first (which
      // copies nothing) copies every page there is, however many the writes since have added.
      await source.backup(file, { progress: () => ALL_PAGES });
    } finally {
      source.close();
    }
    return `Backed up ${live} to ${file}.`;
  }
  checkCopy(file);
  fs.mkdirSync(path.dirname(live), { recursive: true });
  const copy = new SQLite(file, { readonly: true });
  try {
    await copy.backup(live);
  } finally {
    copy.close();
  }
  return `Restored ${file} to ${live}.`;
}
