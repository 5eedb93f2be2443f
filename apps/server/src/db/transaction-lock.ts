import { sql, type Kysely } from 'kysely';
import type { DatabaseKind } from './database.ts';
import type { Database } from './schema.ts';

/**
 * Serialises everyone working on `key` until the surrounding transaction ends, so that a count and the write
 * that follows it cannot interleave with another process's. PostgreSQL takes a transaction-scoped advisory
 * lock; SQLite already runs one write transaction at a time.
 */
export async function lockUntilCommit(db: Kysely<Database>, kind: DatabaseKind, key: string): Promise<void> {
  if (kind === 'postgres') await sql`SELECT pg_advisory_xact_lock(hashtext(${key}))`.execute(db);
}
