import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import type { Config } from '../config.ts';
import { migrateToLatest, openDatabase } from '../db/database.ts';
import { UsageError } from './usage-error.ts';
import { shownUrl } from './postgres-tools.ts';

export const MOVE_USAGE = `Usage (stop the server first; the SQLite file of DATA_DIR stays as it is):
  npm run move -- --to postgres://user@host:5432/db   copies every table into an empty PostgreSQL database, then checks it`;

/** What the move says, and whether every table arrived whole (the exit code follows it). */
export interface MoveReport {
  ok: boolean;
  text: string;
}

/**
 * The column types the move copies exactly: the schema keeps dates as ISO text, JSON as text, flags as text or 0/1
 * integers and has no blobs or generated keys. A migration that adds any other type (or an identity column, whose
 * sequence would need moving on) makes the move refuse before it writes, until it is taught that type.
 */
const COPIED_TYPES = new Set(['text', 'integer', 'bigint']);

/** Tables the migrator keeps for itself: each side's records its own runs. */
const isMigratorTable = (name: string) => name.startsWith('kysely_');
/**
 * The reader search's index is built from the content, in each engine's own form (FTS5 there, a tsvector here): it is
 * not moved, and every public item is queued for the target's drain job instead.
 */
const isSearchIndexTable = (name: string) => name.startsWith('site_search_');
const isLeftOut = (name: string) => isMigratorTable(name) || isSearchIndexTable(name);

/** The one row the migrations write (0006): the move puts the source's in its place. */
const PRESET_TABLE = 'content_version';

interface Table {
  name: string;
  columns: string[];
}

interface Digest {
  rows: number;
  checksum: string;
}

type Value = string | null;

/** A value as both engines give it back as text: a SQLite integer (read as a bigint) in decimal, as PostgreSQL writes it. */
const normalised = (value: unknown): Value => (value === null ? null : String(value));

/**
 * Rows' count and checksum, the same from either side: each row's normalised values hashed, and the sorted hashes
 * hashed again, so neither engine's row order (nor its collation) enters the sum.
 */
function digest(rows: Iterable<Value[]>): Digest {
  const hashes: string[] = [];
  for (const row of rows) hashes.push(createHash('sha256').update(JSON.stringify(row)).digest('hex'));
  hashes.sort();
  return { rows: hashes.length, checksum: createHash('sha256').update(hashes.join('\n')).digest('hex') };
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * The target's tables with their columns, in an order where every table comes after those it references, after
 * checking that the source has the same tables and columns and that each column's type is one the move copies.
 */
async function plan(source: SQLite.Database, target: pg.Client): Promise<Table[]> {
  const { rows } = await target.query<{ table_name: string; column_name: string; data_type: string; is_identity: string; column_default: string | null }>(
    `SELECT table_name, column_name, data_type, is_identity, column_default FROM information_schema.columns
     WHERE table_schema = current_schema() ORDER BY table_name, ordinal_position`,
  );
  const tables = new Map<string, string[]>();
  for (const column of rows) {
    if (isLeftOut(column.table_name)) continue;
    const where = `${column.table_name}.${column.column_name}`;
    if (!COPIED_TYPES.has(column.data_type)) throw new Error(`The move does not copy ${where}, of type ${column.data_type}`);
    if (column.is_identity === 'YES' || column.column_default?.startsWith('nextval('))
      throw new Error(`The move does not copy ${where}, which a sequence numbers`);
    tables.set(column.table_name, [...(tables.get(column.table_name) ?? []), column.column_name]);
  }
  const sourceTables = (source.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'").pluck().all() as string[]).filter(
    (name) => !isLeftOut(name),
  );
  for (const name of new Set([...sourceTables, ...tables.keys()])) {
    const sourceColumns = sourceTables.includes(name) ? (source.pragma(`table_info(${quoted(name)})`) as { name: string }[]).map((c) => c.name) : [];
    const targetColumns = tables.get(name) ?? [];
    if ([...sourceColumns].sort().join() !== [...targetColumns].sort().join())
      throw new Error(`The table ${name} differs: SQLite has (${sourceColumns.join(', ')}), PostgreSQL (${targetColumns.join(', ')})`);
  }

  const ordered: Table[] = [];
  const placing = new Set<string>();
  const place = (name: string) => {
    if (ordered.some((table) => table.name === name)) return;
    if (placing.has(name)) throw new Error(`The foreign keys of ${name} go round in a circle`);
    placing.add(name);
    const references = source.pragma(`foreign_key_list(${quoted(name)})`) as { table: string }[];
    for (const { table } of references) if (table !== name) place(table);
    ordered.push({ name, columns: tables.get(name)! });
  };
  for (const name of [...tables.keys()].sort()) place(name);
  return ordered;
}

/** Refuses a target with rows in any table: a move merges nothing, so nobody's data is overwritten or doubled. */
async function checkEmpty(target: pg.Client, tables: Table[]): Promise<void> {
  const filled: string[] = [];
  for (const { name } of tables) {
    if (name === PRESET_TABLE) continue;
    const { rowCount } = await target.query(`SELECT 1 FROM ${quoted(name)} LIMIT 1`);
    if (rowCount) filled.push(name);
  }
  if (filled.length)
    throw new UsageError(
      `The target database is not empty (rows in ${filled.join(', ')}): the move copies into an empty database only, so that nothing there is overwritten`,
    );
}

/** PostgreSQL's text for every type, unparsed: what the digest reads on this side. */
const asText = { getTypeParser: () => (value: string) => value };

/** Most rows one INSERT carries: PostgreSQL takes at most 65,535 parameters a statement. */
const MAX_PARAMETERS = 65_535;

/** Copies one table's rows from the source's snapshot, answering the digest of what was sent. */
async function copyTable(source: SQLite.Database, target: pg.Client, { name, columns }: Table): Promise<Digest> {
  const columnList = columns.map(quoted).join(', ');
  const perInsert = Math.min(1000, Math.floor(MAX_PARAMETERS / columns.length));
  const sent: Value[][] = [];
  let batch: Value[][] = [];
  const flush = async () => {
    if (!batch.length) return;
    const values = batch.map((row, r) => `(${row.map((_, c) => `$${r * columns.length + c + 1}`).join(', ')})`).join(', ');
    await target.query(`INSERT INTO ${quoted(name)} (${columnList}) VALUES ${values}`, batch.flat());
    batch = [];
  };
  for (const row of source
    .prepare(`SELECT ${columnList} FROM ${quoted(name)}`)
    .raw()
    .iterate() as Iterable<unknown[]>) {
    const values = row.map(normalised);
    sent.push(values);
    batch.push(values);
    if (batch.length === perInsert) await flush();
  }
  await flush();
  return digest(sent);
}

async function targetDigest(target: pg.Client, { name, columns }: Table): Promise<Digest> {
  const { rows } = await target.query<Value[]>({ text: `SELECT ${columns.map(quoted).join(', ')} FROM ${quoted(name)}`, rowMode: 'array', types: asText });
  return digest(rows);
}

/** The table of counts and checksums, one line a table. */
function reportLines(tables: Table[], sent: Map<string, Digest>, stored: Map<string, Digest>): { lines: string[]; ok: boolean } {
  const width = Math.max(...tables.map((table) => table.name.length));
  let ok = true;
  const lines = tables.map(({ name }) => {
    const [from, to] = [sent.get(name)!, stored.get(name)!];
    const same = from.rows === to.rows && from.checksum === to.checksum;
    ok &&= same;
    const figures = `${String(from.rows).padStart(8)}  ${from.checksum.slice(0, 16)}`;
    return `  ${name.padEnd(width)}${figures}  ${same ? 'ok' : `MISMATCH: PostgreSQL holds ${to.rows} rows, checksum ${to.checksum.slice(0, 16)}`}`;
  });
  return { lines: [`  ${'table'.padEnd(width)}${'rows'.padStart(8)}  checksum`, ...lines], ok };
}

/**
 * `npm run move -- --to URL`: the way up from the embedded SQLite file to PostgreSQL. Both are migrated first; then
 * every table is copied, in foreign-key order, from one read snapshot of the file in one transaction on the target,
 * whose own triggers are off meanwhile (the content version and the link checks they would write come with the
 * source's rows). Each table's count and checksum are compared on both sides before the commit: on any difference
 * the transaction is rolled back and the target stays empty.
 */
export async function runMoveCommand(argv: string[], config: Config): Promise<MoveReport> {
  const { values } = parseArgs({ args: argv, options: { to: { type: 'string' } } });
  const to = values.to ?? '';
  if (!/^postgres(ql)?:\/\//.test(to)) throw new UsageError('--to must be a PostgreSQL URL (postgres://user@host:5432/db)');
  const file = path.join(config.dataDir, 'wiy.sqlite');
  if (!fs.existsSync(file)) throw new UsageError(`There is no database at ${file} to move`);

  for (const options of [{ dataDir: config.dataDir }, { dataDir: config.dataDir, databaseUrl: to, poolSize: 1 }]) {
    const { db } = openDatabase(options);
    try {
      await migrateToLatest(db);
    } finally {
      await db.destroy();
    }
  }

  const source = new SQLite(file, { readonly: true });
  source.defaultSafeIntegers(true);
  const target = new pg.Client({ connectionString: to });
  await target.connect();
  try {
    const tables = await plan(source, target);
    await checkEmpty(target, tables);
    const sent = new Map<string, Digest>();
    const stored = new Map<string, Digest>();
    // One read transaction: every table is read as the file was at one moment.
    source.exec('BEGIN');
    await target.query('BEGIN');
    try {
      for (const { name } of tables) await target.query(`ALTER TABLE ${quoted(name)} DISABLE TRIGGER USER`);
      await target.query(`DELETE FROM ${quoted(PRESET_TABLE)}`);
      for (const table of tables) sent.set(table.name, await copyTable(source, target, table));
      for (const { name } of tables) await target.query(`ALTER TABLE ${quoted(name)} ENABLE TRIGGER USER`);
      await target.query('INSERT INTO site_search_queue (uni_id) SELECT uni_id FROM feed_item WHERE u_approved_date IS NOT NULL ON CONFLICT DO NOTHING');
      for (const table of tables) stored.set(table.name, await targetDigest(target, table));
    } catch (error) {
      await target.query('ROLLBACK');
      throw error;
    } finally {
      source.exec('COMMIT');
    }
    const { lines, ok } = reportLines(tables, sent, stored);
    await target.query(ok ? 'COMMIT' : 'ROLLBACK');
    const shown = shownUrl(to);
    const outcome = ok
      ? `Every table arrived whole. Start the server with DATABASE_URL set to ${shown} (and the media where it finds them).`
      : 'Some tables differ: nothing was kept, the target is as empty as it was.';
    return { ok, text: [`From ${file} to ${shown}:`, ...lines, outcome].join('\n') };
  } finally {
    await target.end();
    source.close();
  }
}
