import { sql } from 'kysely';
import pg from 'pg';
import { expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { openConfiguredDatabase, openDatabase } from './database.ts';

const url = process.env.TEST_DATABASE_URL;

it.runIf(url)('outlives PostgreSQL dropping an idle connection, and reconnects', async () => {
  const dropped: Error[] = [];
  const { db } = openDatabase({ databaseUrl: url, dataDir: '', poolSize: 1, onIdleError: (error) => dropped.push(error) });
  const { rows } = await sql<{ pid: number }>`SELECT pg_backend_pid() AS pid`.execute(db);
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query('SELECT pg_terminate_backend($1)', [rows[0]!.pid]);
  await admin.end();
  await expect.poll(() => dropped.length).toBe(1);
  const again = await sql<{ one: number }>`SELECT 1 AS one`.execute(db);
  expect(again.rows).toEqual([{ one: 1 }]);
  await db.destroy();
});

it('sizes the PostgreSQL pool by DATABASE_POOL_MAX, 10 by default', async () => {
  // A pool connects only when asked for a connection: nothing need listen at this address.
  for (const [setting, max] of [
    [undefined, 10],
    ['3', 3],
  ] as const) {
    const handle = openConfiguredDatabase(loadConfig({ DATABASE_URL: 'postgres://127.0.0.1:1/none', ...(setting ? { DATABASE_POOL_MAX: setting } : {}) }));
    expect(handle.pool?.options.max).toBe(max);
    await handle.db.destroy();
  }
});
