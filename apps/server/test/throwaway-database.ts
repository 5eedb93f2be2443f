import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * A PostgreSQL database of its own on the test server (TEST_DATABASE_URL); `drop` ends its connections. Empty, or a
 * copy of `template` (a database nobody is connected to), which PostgreSQL makes in a tenth of a migration's time.
 */
export async function throwawayDatabase(prefix: string, template?: string): Promise<{ name: string; url: string; drop(): Promise<void> }> {
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
  await run(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), drop: () => run(`DROP DATABASE ${name} WITH (FORCE)`) };
}
