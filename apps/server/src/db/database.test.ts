import { sql } from 'kysely';
import pg from 'pg';
import { expect, it } from 'vitest';
import { openDatabase } from './database.ts';

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
