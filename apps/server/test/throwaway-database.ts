import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * A PostgreSQL database of its own on the test server (TEST_DATABASE_URL), for what works on a whole database
 * (pg_restore, the move from SQLite) where other tests isolate themselves in a schema; `drop` ends its connections.
 */
export async function throwawayDatabase(prefix: string): Promise<{ url: string; drop(): Promise<void> }> {
  const server = process.env.TEST_DATABASE_URL!;
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: server });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`CREATE DATABASE ${name}`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`DROP DATABASE ${name} WITH (FORCE)`) };
}
