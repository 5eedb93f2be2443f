import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, type PostgresPool, type PostgresPoolClient, type SqliteDatabase } from 'kysely';
import type PgModule from 'pg';
import type { Config } from '../config.ts';
import { migrations } from './migrations/index.ts';
import type { Database } from './schema.ts';

export type DatabaseKind = 'sqlite' | 'postgres';

const CONNECTION_WAIT_MS = 5000;

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: DatabaseKind;
  /** PostgreSQL's connection pool, for its figures. */
  pool?: PgModule.Pool;
}

export interface DatabaseOptions {
  /** `postgres://…`; without it the embedded SQLite file is used. */
  databaseUrl?: string | undefined;
  /** Folder of the SQLite file. */
  dataDir: string;
  /** SQLite file name inside dataDir, or ':memory:'. */
  sqliteFile?: string;
  /** PostgreSQL schema to work in (tests isolate each file in its own). */
  pgSchema?: string;
  poolSize?: number;
  /** Told when PostgreSQL drops an idle connection (the pool replaces it). */
  onIdleError?: (error: Error) => void;
}

/**
 * The PostgreSQL driver, loaded when a database URL is configured: the embedded default never reads it,
 * and a start does not pay for it.
 */
const loadPg = () => createRequire(import.meta.url)('pg') as typeof PgModule;

/** Opens the configured database. Nothing is created or migrated here: see `migrateToLatest`. */
export function openDatabase(options: DatabaseOptions): DatabaseHandle {
  if (options.databaseUrl) {
    const pg = loadPg();
    // COUNT(*) and BIGINT arrive as strings by default; every count here fits a JS number.
    pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      // Past this a request waiting for a connection fails (503), instead of queueing until its caller gives up.
      connectionTimeoutMillis: CONNECTION_WAIT_MS,
      ...(options.pgSchema ? { options: `-c search_path=${options.pgSchema}` } : {}),
    });
    // An idle connection that the server drops (a restart, a fail-over) emits 'error' on the pool, which
    // would end the process unheard; the pool has already discarded it and opens a new one when asked.
    pool.on('error', (error) => options.onIdleError?.(error));
    return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool: withNamedSelects(pool) }) }), kind: 'postgres', pool };
  }
  const file = options.sqliteFile ?? 'wiy.sqlite';
  if (file !== ':memory:') fs.mkdirSync(options.dataDir, { recursive: true });
  const sqlite = new SQLite(file === ':memory:' ? file : path.join(options.dataDir, file));
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return { db: new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) }), kind: 'sqlite' };
}

/**
 * Kysely prepares every query anew; preparing costs about a third of a 20-row read. The app runs a small,
 * fixed set of statements, so each is prepared once and kept (SQLite re-prepares it itself after a schema change).
 */
function withStatementCache(sqlite: SQLite.Database, limit = 500): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
      let statement = statements.get(sql);
      if (!statement) {
        statement = sqlite.prepare(sql);
        if (statements.size >= limit) statements.delete(statements.keys().next().value!);
        statements.set(sql, statement);
      }
      return statement;
    },
  };
}

/**
 * The PostgreSQL counterpart of the statement cache: a SELECT is sent as a named statement, so each
 * connection parses and plans it once, which shortens every read's round trip. Only SELECTs,
 * whose texts are a small fixed set; writes and DDL go as they are.
 */
function withNamedSelects(pool: PgModule.Pool): PostgresPool {
  // A connection that drops while in use emits 'error' on its client, where the pool listens only while it is
  // idle: unheard, it would end the process. The query on it fails by itself (503), so the event is only heard.
  const heard = new WeakSet<PgModule.PoolClient>();
  const names = new Map<string, string>();
  const nameOf = (text: string) => {
    let name = names.get(text);
    if (!name) {
      name = `q${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
      names.set(text, name);
    }
    return name;
  };
  return {
    end: () => pool.end(),
    async connect() {
      const client = await pool.connect();
      if (!heard.has(client)) {
        client.on('error', () => {});
        heard.add(client);
      }
      const query = (text: string, parameters: ReadonlyArray<unknown>) =>
        /^\s*select\b/i.test(text) ? client.query({ name: nameOf(text), text, values: [...parameters] }) : client.query(text, [...parameters]);
      return { query, release: () => client.release() } as unknown as PostgresPoolClient;
    },
  };
}

/** The database the settings name (`DATABASE_URL` or the SQLite file under `DATA_DIR`, `DATABASE_POOL_MAX`). */
export function openConfiguredDatabase(config: Config, onIdleError?: (error: Error) => void): DatabaseHandle {
  return openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: config.databasePoolMax, onIdleError });
}

/**
 * Applies every migration not yet applied; throws with the failing migration's error. Safe with several
 * processes at once: on PostgreSQL Kysely's migrator holds an advisory lock while it migrates (a second waits,
 * then finds nothing left to do), and SQLite runs one writer at a time. `pgSchema` names the
 * PostgreSQL schema the tables live in when it is not the default: Kysely otherwise takes another schema's
 * migration tables for its own (the tests give each file a schema of its own in one database).
 */
export async function migrateToLatest(db: Kysely<Database>, pgSchema?: string): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    // Kysely's default order is localeCompare, which loads ICU's collation data (about 2 MB of resident memory for
    // the life of the process) to sort names that are ASCII and numbered.
    nameComparator: (a, b) => (a < b ? -1 : a > b ? 1 : 0),
    ...(pgSchema ? { migrationTableSchema: pgSchema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error) throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, { cause: error });
  return (results ?? []).map((result) => result.migrationName);
}
