import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import * as tar from 'tar';
import type { Config } from '../config.ts';
import type { DatabaseKind } from '../db/database.ts';
import { UsageError } from './usage-error.ts';
import { runPgTool } from './postgres-tools.ts';

export const BACKUP_USAGE = `Usage (the database of DATA_DIR or DATABASE_URL, and the media in DATA_DIR/media):
  npm run backup -- FILE    one archive (tar) of the database and the media, taken while the server serves
  npm run restore -- FILE   puts both back (stop the server first: its kept answers and sessions follow the database)
On PostgreSQL both need pg_dump and pg_restore (Debian: postgresql-client).`;

/** The most pages better-sqlite3 lets one backup step copy: all of them, for any database SQLite can hold. */
const ALL_PAGES = 0x7fffffff;

/** Tables every copy of this product's database has: a file without them is not one. */
const REQUIRED_TABLES = ['kysely_migration', 'feed_item', 'app_user', 'content_version'];

/** What an archive holds beside its database and `media/`: which engine the database is for, and when it was taken. */
const MANIFEST = 'wiy-backup.json';

interface Manifest {
  engine: DatabaseKind;
  created: string;
}

/** The database's place inside an archive: SQLite's file as it is, PostgreSQL's as `pg_dump`'s custom format. */
const DATABASE_ENTRY: Record<DatabaseKind, string> = { sqlite: 'database/wiy.sqlite', postgres: 'database/wiy.dump' };

/** The first bytes of every SQLite file: a backup made before archives held media is such a file. */
const SQLITE_HEADER = 'SQLite format 3\0';

const liveFile = (config: Config) => path.join(config.dataDir, 'wiy.sqlite');
const mediaDir = (config: Config) => path.join(config.dataDir, 'media');
const engineOf = (config: Config): DatabaseKind => (config.databaseUrl ? 'postgres' : 'sqlite');

/** Checks that `file` is a whole SQLite database of this product before anything is copied over the live one. */
function checkSqliteCopy(file: string, shown = file): void {
  let copy: SQLite.Database;
  try {
    copy = new SQLite(file, { readonly: true, fileMustExist: true });
  } catch (error) {
    throw new UsageError(`${shown} cannot be opened as a database: ${(error as Error).message}`);
  }
  try {
    const integrity = copy.pragma('integrity_check', { simple: true });
    if (integrity !== 'ok') throw new UsageError(`${shown} is damaged: ${String(integrity)}`);
    const tables = new Set(copy.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").pluck().all() as string[]);
    const missing = REQUIRED_TABLES.filter((table) => !tables.has(table));
    if (missing.length) throw new UsageError(`${shown} is not a backup of this product's database (no ${missing.join(', ')})`);
  } catch (error) {
    if (error instanceof UsageError) throw error;
    throw new UsageError(`${shown} is not a database: ${(error as Error).message}`);
  } finally {
    copy.close();
  }
}

/** Checks that `file` is a `pg_dump` archive of this product's database, through `pg_restore`'s table of contents. */
async function checkPostgresDump(file: string, shown: string): Promise<void> {
  let contents: string;
  try {
    contents = await runPgTool('pg_restore', ['--list', file]);
  } catch (error) {
    if (error instanceof UsageError) throw error;
    throw new UsageError(`${shown} is not a pg_dump archive: ${(error as Error).message}`);
  }
  const tables = new Set([...contents.matchAll(/^\d+; \d+ \d+ TABLE \S+ (\S+) /gm)].map((match) => match[1]));
  const missing = REQUIRED_TABLES.filter((table) => !tables.has(table));
  if (missing.length) throw new UsageError(`${shown} is not a backup of this product's database (no ${missing.join(', ')})`);
}

/**
 * SQLite's online backup API (better-sqlite3's `backup`) copies page by page and starts again when a writer changes
 * a page it has copied, so the copy is one moment however busy the server is; into a live database, it takes the
 * database's locks instead of replacing a file under an open connection.
 */
async function copySqlite(from: string, to: string): Promise<void> {
  const source = new SQLite(from, { readonly: true });
  try {
    // A write by the server between two steps restarts the copy: taken in steps of 100 pages (the default), a
    // database larger than that, written to all the time, would never finish. Each step after the first (which
    // copies nothing) copies every page there is, however many the writes since have added.
    await source.backup(to, { progress: () => ALL_PAGES });
  } finally {
    source.close();
  }
}

async function backup(config: Config, file: string): Promise<string> {
  if (fs.existsSync(file)) throw new UsageError(`${file} exists already: give a new file name`);
  const engine = engineOf(config);
  if (engine === 'sqlite' && !fs.existsSync(liveFile(config))) throw new UsageError(`There is no database at ${liveFile(config)} to back up`);
  const staging = fs.mkdtempSync(path.join(os.tmpdir(), 'wiy-backup-'));
  const partial = `${file}.partial`;
  try {
    fs.mkdirSync(path.join(staging, 'database'));
    const database = path.join(staging, DATABASE_ENTRY[engine]);
    if (engine === 'postgres') await runPgTool('pg_dump', ['--format=custom', `--file=${database}`], config.databaseUrl);
    else await copySqlite(liveFile(config), database);
    // The media after the database: an image stored meanwhile is then one no row names yet, never a row's missing image.
    if (fs.existsSync(mediaDir(config))) fs.symlinkSync(mediaDir(config), path.join(staging, 'media'));
    else fs.mkdirSync(path.join(staging, 'media'));
    const manifest: Manifest = { engine, created: new Date().toISOString() };
    fs.writeFileSync(path.join(staging, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    // `follow` archives the folder the `media` link names; the archive gets its final name only once whole.
    await tar.create({ file: partial, cwd: staging, follow: true, portable: true }, [MANIFEST, 'database', 'media']);
    fs.renameSync(partial, file);
  } finally {
    fs.rmSync(partial, { force: true });
    fs.rmSync(staging, { recursive: true, force: true });
  }
  return `Backed up the ${engine === 'postgres' ? 'PostgreSQL database' : `database ${liveFile(config)}`} and ${mediaDir(config)} to ${file}.`;
}

/** The archive's manifest, or a clear refusal when `file` is not an archive this command made. */
function readManifest(file: string, staging: string): Manifest {
  const manifestFile = path.join(staging, MANIFEST);
  if (!fs.existsSync(manifestFile)) throw new UsageError(`${file} is not a backup made by npm run backup (no ${MANIFEST})`);
  return JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest;
}

/** Puts the archive's media in place of the live folder: a rename each, so no reader sees a folder half written. */
function swapMedia(config: Config, staging: string): void {
  const replaced = path.join(staging, 'media-replaced');
  if (fs.existsSync(mediaDir(config))) fs.renameSync(mediaDir(config), replaced);
  fs.renameSync(path.join(staging, 'media'), mediaDir(config));
}

async function restore(config: Config, file: string): Promise<string> {
  if (!fs.existsSync(file)) throw new UsageError(`There is no file ${file}`);
  const engine = engineOf(config);
  const header = Buffer.alloc(SQLITE_HEADER.length);
  const fd = fs.openSync(file, 'r');
  fs.readSync(fd, header, 0, header.length, 0);
  fs.closeSync(fd);
  // A copy of the database alone, as backups were before they held the media: it is put back as it was, media untouched.
  if (header.toString('latin1') === SQLITE_HEADER && engine === 'sqlite') {
    checkSqliteCopy(file);
    fs.mkdirSync(config.dataDir, { recursive: true });
    await copySqlite(file, liveFile(config));
    return `Restored the database ${file} to ${liveFile(config)} (it holds no media).`;
  }
  fs.mkdirSync(config.dataDir, { recursive: true });
  // Unpacked inside DATA_DIR, so that the media folder moves into place by a rename, on the same file system.
  const staging = fs.mkdtempSync(path.join(config.dataDir, '.restore-'));
  try {
    try {
      await tar.extract({ file, cwd: staging, strict: true });
    } catch (error) {
      throw new UsageError(`${file} is not a backup archive: ${(error as Error).message}`);
    }
    const manifest = readManifest(file, staging);
    if (manifest.engine !== engine) {
      throw new UsageError(
        manifest.engine === 'sqlite'
          ? `${file} holds a SQLite database and DATABASE_URL is set: restore it without DATABASE_URL, then move it with npm run move (README, 'From one machine to several')`
          : `${file} holds a PostgreSQL database: restore it with DATABASE_URL set`,
      );
    }
    const database = path.join(staging, DATABASE_ENTRY[engine]);
    const shown = `${file} (${DATABASE_ENTRY[engine]})`;
    if (engine === 'postgres') {
      await checkPostgresDump(database, shown);
      await runPgTool('pg_restore', ['--clean', '--if-exists', '--no-owner', '--single-transaction', '--exit-on-error', database], config.databaseUrl);
    } else {
      checkSqliteCopy(database, shown);
      await copySqlite(database, liveFile(config));
    }
    swapMedia(config, staging);
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
  return `Restored the ${engine === 'postgres' ? 'PostgreSQL database' : `database ${liveFile(config)}`} and ${mediaDir(config)} from ${file}.`;
}

/**
 * `npm run backup -- FILE` and `npm run restore -- FILE`: one tar archive holding a manifest, the database (SQLite's
 * file through its online backup API, or PostgreSQL's `pg_dump` in custom format) and the media folder. A restore
 * checks the archive's database before it touches the live one. A restored copy from an older version is migrated
 * at the next start.
 */
export async function runBackupCommand(argv: string[], config: Config): Promise<string> {
  const [command, file] = argv;
  if (command !== 'backup' && command !== 'restore') throw new UsageError(`Unknown command "${command ?? ''}"`);
  if (!file) throw new UsageError(`${command} needs a FILE`);
  return command === 'backup' ? backup(config, file) : restore(config, file);
}
