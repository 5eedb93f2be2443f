import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdminCommand } from '../src/cli/admin-command.ts';
import { commandServices } from '../src/cli/run-command.ts';
import { loadConfig } from '../src/config.ts';
import { PASSWORD_CHECKS_PER_ADDRESS } from '../src/modules/account/account.limits.ts';
import { buildDemoContent } from '../src/seed/demo-content.ts';
import type { DatabaseKind } from '../src/db/database.ts';
import { databaseKinds } from './helper.ts';
import { startServer, stopServer, type ServerProcess } from './server-process.ts';

/** A PostgreSQL database of its own for this file (the processes migrate it as a fresh install would). */
async function createPgDatabase(url: string) {
  const name = `wiy_processes_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const databaseUrl = new URL(url);
  databaseUrl.pathname = `/${name}`;
  return {
    url: databaseUrl.toString(),
    async drop() {
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      await dropper.query(`DROP DATABASE ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

/** Where a group of processes keeps its data: on SQLite the data folder's file (''), on PostgreSQL a database of its own. */
const databaseFor = async (kind: DatabaseKind): Promise<{ url: string; drop?: () => Promise<void> }> =>
  kind === 'sqlite' ? { url: '' } : createPgDatabase(process.env.TEST_DATABASE_URL!);

const MOBILE = '9876543210';
const PASSWORD = 'Str0ng&pass';
const json = { 'content-type': 'application/json', application: 'wiy' };

for (const kind of databaseKinds) {
  describe(`two server processes on one database [${kind}]`, () => {
    const dataDirs = [0, 1].map(() => fs.mkdtempSync(path.join(os.tmpdir(), 'wiy-processes-')));
    let first: ServerProcess;
    let second: ServerProcess;
    let dropDatabase: (() => Promise<void>) | undefined;

    beforeAll(async () => {
      const database = await databaseFor(kind);
      const databaseUrl = database.url;
      dropDatabase = database.drop;
      // On SQLite the file is the data folder's, so both share one; on PostgreSQL each has its own, as on two machines.
      const dataDirOf = (i: number) => (kind === 'sqlite' ? dataDirs[0]! : dataDirs[i]!);
      first = await startServer({ DATA_DIR: dataDirOf(0), DATABASE_URL: databaseUrl });
      second = await startServer({ DATA_DIR: dataDirOf(1), DATABASE_URL: databaseUrl });
      const services = await commandServices(loadConfig({ DATA_DIR: dataDirOf(0), DATABASE_URL: databaseUrl }));
      await runAdminCommand(['create', '--mobile', MOBILE, '--password', PASSWORD], services);
      await services.close();
    }, 60_000);

    afterAll(async () => {
      await Promise.all([first, second].filter(Boolean).map(stopServer));
      await dropDatabase?.();
      for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
    });

    const logIn = async (server: ServerProcess, username: string, password: string) =>
      fetch(`${server.url}/authenticate`, { method: 'POST', headers: json, body: JSON.stringify({ username, password, application: 'wiy' }) });

    it('accepts on one process a session signed in on the other', async () => {
      const login = await logIn(first, MOBILE, PASSWORD);
      expect(login.status).toBe(200);
      const { token } = (await login.json()) as { token: string };
      const me = await fetch(`${second.url}/api/admin/me`, { headers: { ...json, authorization: `Bearer ${token}` } });
      expect(me.status).toBe(200);
      expect(await me.json()).toMatchObject({ role: 'admin' });
    });

    it('shows a curator’s change made on one process on the other within a second', async () => {
      const token = ((await (await logIn(first, MOBILE, PASSWORD)).json()) as { token: string }).token;
      const firstTitle = async () =>
        ((await (await fetch(`${second.url}/api/get_feed/1`, { headers: json })).json()) as { record: { uni_id: string; u_title: string; u_url: string }[] })
          .record[0]!;
      const item = await firstTitle();
      expect(await firstTitle()).toEqual(item);
      const edit = await fetch(`${first.url}/api/admin/content/${item.uni_id}`, {
        method: 'PUT',
        headers: { ...json, authorization: `Bearer ${token}` },
        body: JSON.stringify({ u_title: 'Changed on the other process', u_url: item.u_url }),
      });
      expect(edit.status).toBe(200);
      const seenAt = Date.now();
      await expect.poll(async () => (await firstTitle()).u_title, { interval: 50, timeout: 1000 }).toBe('Changed on the other process');
      expect(Date.now() - seenAt).toBeLessThan(1000);
    });

    it('counts one address against one limit, not one per process', async () => {
      const statuses: number[] = [];
      // The two sign-ins above were password checks too.
      for (let i = 0; i < PASSWORD_CHECKS_PER_ADDRESS.max - 2; i++)
        statuses.push((await logIn(i % 2 ? second : first, `98000000${String(i).padStart(2, '0')}`, 'Wrong$Pass1')).status);
      expect(statuses).not.toContain(429);
      for (const server of [first, second]) {
        const refused = await logIn(server, '9800000099', 'Wrong$Pass1');
        expect(refused.status).toBe(429);
        expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      }
    });
  });
}

for (const kind of databaseKinds) {
  describe(`WEB_CONCURRENCY=2: two workers on one port [${kind}]`, () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wiy-workers-'));
    let server: ServerProcess;
    let dropDatabase: (() => Promise<void>) | undefined;
    beforeAll(async () => {
      const database = await databaseFor(kind);
      const databaseUrl = database.url;
      dropDatabase = database.drop;
      server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl, WEB_CONCURRENCY: '2', METRICS_TOKEN: 'scrape', KEEP_ALIVE_TIMEOUT_MS: '1' });
    }, 60_000);
    afterAll(async () => {
      if (server) await stopServer(server);
      await dropDatabase?.();
      fs.rmSync(dataDir, { recursive: true, force: true });
    });

    it('answers on one port from both workers, and a scrape reaching either counts the requests of both', async () => {
      // A new connection each time: node:cluster hands connections to the workers in turn.
      for (let i = 0; i < 20; i++) expect((await fetch(`${server.url}/api/get_feed/1`, { headers: { ...json, connection: 'close' } })).status).toBe(200);
      const count = async () => {
        const text = await (await fetch(`${server.url}/metrics`, { headers: { authorization: 'Bearer scrape', connection: 'close' } })).text();
        return Number(/^wiy_http_request_duration_seconds_count\{method="GET",route="\/api\/get_feed\/:page",status="200"\} (\d+)$/m.exec(text)?.[1]);
      };
      for (let i = 0; i < 4; i++) expect(await count()).toBe(20);
    });

    it('still answers a scrape, with the requests of the workers that answer, while one worker hangs', async () => {
      const [hung] = execFileSync('pgrep', ['-P', String(server.child.pid)], { encoding: 'utf8' })
        .trim()
        .split('\n')
        .map(Number);
      process.kill(hung!, 'SIGSTOP');
      try {
        // node:cluster still hands the hung worker its turn of the connections: those go unanswered, so ask again.
        for (;;) {
          const answer = await fetch(`${server.url}/metrics`, {
            headers: { authorization: 'Bearer scrape', connection: 'close' },
            signal: AbortSignal.timeout(4000),
          }).catch(() => undefined);
          if (!answer) continue;
          expect(await answer.text()).toMatch(/^wiy_http_request_duration_seconds_count\{method="GET",route="\/api\/get_feed\/:page",status="200"\} \d+$/m);
          break;
        }
      } finally {
        process.kill(hung!, 'SIGCONT');
      }
    });
  });
}

describe.runIf(process.env.TEST_DATABASE_URL)('three machines starting at once on a fresh database [postgres]', () => {
  const dataDirs = [0, 1, 2].map(() => fs.mkdtempSync(path.join(os.tmpdir(), 'wiy-fleet-')));
  let dropDatabase: (() => Promise<void>) | undefined;
  const running: ServerProcess[] = [];
  afterAll(async () => {
    await Promise.all(running.map(stopServer));
    await dropDatabase?.();
    for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('all come up, the migrations applied and the demo content seeded once, and all stop with exit code 0', async () => {
    const database = await createPgDatabase(process.env.TEST_DATABASE_URL!);
    dropDatabase = database.drop;
    // Each on its own data folder, as on three machines; startServer fails if one exits before it is healthy.
    const starts = await Promise.allSettled(dataDirs.map((dir) => startServer({ DATA_DIR: dir, DATABASE_URL: database.url, SEED_DEMO: 'true' })));
    const servers = starts.flatMap((start) => (start.status === 'fulfilled' ? [start.value] : []));
    running.push(...servers);
    expect(starts.flatMap((start) => (start.status === 'rejected' ? [String(start.reason)] : []))).toEqual([]);
    const counts = await Promise.all(
      servers.map(async (server) => ((await (await fetch(`${server.url}/api/get_category`, { headers: json })).json()) as { record: unknown[] }).record.length),
    );
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const count = async (table: string) => Number((await client.query(`SELECT count(*) AS n FROM ${table}`)).rows[0].n);
    const demo = buildDemoContent(new Date(), 'wiy');
    expect(await count('category')).toBe(demo.categories.length);
    expect(await count('feed_item')).toBe(demo.feedItems.length);
    expect(await count('kysely_migration')).toBeGreaterThan(0);
    await client.end();
    expect(new Set(counts).size).toBe(1);
    await Promise.all(servers.map(stopServer));
    expect(servers.map(({ child }) => child.exitCode)).toEqual([0, 0, 0]);
  }, 120_000);
});
