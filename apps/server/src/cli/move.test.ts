import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import type { InjectOptions } from 'fastify';
import pg from 'pg';
import { afterAll, expect, it } from 'vitest';
import { bearer, loginToken, registerUser, smsOutbox, STRONG_PASSWORD } from '../../test/account-support.ts';
import { databaseKinds, type TestContext } from '../../test/helper.ts';
import { throwawayDatabase } from '../../test/throwaway-database.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { migrateToLatest, openDatabase } from '../db/database.ts';
import { ManualClock } from '../lib/clock.ts';
import { demoMedia, seedDemoContent } from '../seed/seed.ts';
import { UsageError } from './usage-error.ts';
import { runMoveCommand } from './move-command.ts';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'wiy-move-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
const outbox = smsOutbox();
const NOW = '2026-11-23T10:00:00.000Z';
const MOBILE = '9797979797';

const configFor = (dataDir: string, env: Record<string, string> = {}) =>
  loadConfig({ DATA_DIR: dataDir, WEB_DIST: '', LOG_LEVEL: 'silent', MAX_EVENT_LOOP_DELAY_MS: '0', ...outbox.env, ...env });

/** The app on the database `config` names, built as the tests' helper builds it, at the same moment each time. */
async function contextFor(config: ReturnType<typeof configFor>): Promise<TestContext> {
  const database = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: 2 });
  await migrateToLatest(database.db);
  const clock = new ManualClock();
  clock.set(NOW);
  const app = await buildApp({ config, database, clock, logger: false });
  await app.ready();
  const call = async (options: InjectOptions & { url: string }) => {
    await app.publicAnswers.version.refresh();
    return app.inject({ ...options, headers: { application: config.shortName, ...options.headers } });
  };
  return { app, database, config, clock, call };
}

async function close(ctx: TestContext): Promise<void> {
  await ctx.app.close();
  await ctx.database.db.destroy();
}

/** What a reader sees: the public feeds, and with the token, their saved list, follows and mutes. */
async function answers(ctx: TestContext, token: string): Promise<Record<string, unknown>> {
  const urls = [
    '/api/get_feed/1',
    '/api/get_feed/2',
    '/api/get_parent_topic/1',
    '/api/get_filter_feed/1/null/all/all',
    '/api/saved',
    '/api/follows',
    '/api/mutes',
  ];
  const seen: Record<string, unknown> = {};
  for (const url of urls) {
    const response = await ctx.call({ method: 'GET', url, headers: bearer(token) });
    expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    seen[url] = response.json();
  }
  return seen;
}

/** Each moved table's row count, read by each engine itself (the search index is rebuilt on the target, not moved). */
async function counts(file: string, url: string): Promise<{ sqlite: Record<string, number>; postgres: Record<string, number> }> {
  const db = new SQLite(file, { readonly: true });
  const names = db
    .prepare(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE 'kysely_%' AND name NOT LIKE 'site_search_%' ORDER BY name",
    )
    .pluck()
    .all() as string[];
  const sqlite = Object.fromEntries(names.map((name) => [name, db.prepare(`SELECT COUNT(*) FROM "${name}"`).pluck().get() as number]));
  db.close();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const postgres: Record<string, number> = {};
  for (const name of names) postgres[name] = Number((await client.query(`SELECT COUNT(*) AS n FROM "${name}"`)).rows[0].n);
  await client.end();
  return { sqlite, postgres };
}

/** A SQLite site as it grows: the demo content, and a reader who signed up, saved, followed and muted. */
async function sqliteSite(name: string): Promise<{ dataDir: string; token: string; seen: Record<string, unknown> }> {
  const dataDir = path.join(root, name);
  const config = configFor(dataDir);
  const ctx = await contextFor(config);
  try {
    await seedDemoContent(ctx.database.db, demoMedia(config), new Date(NOW), config.shortName);
    await registerUser(ctx, outbox.file, MOBILE);
    const token = await loginToken(ctx, MOBILE);
    const feed = (await ctx.call({ method: 'GET', url: '/api/get_feed/1' })).json().record as { uni_id: string }[];
    const [topic] = (await ctx.call({ method: 'GET', url: '/api/get_parent_topic/1' })).json().record as { uni_id: string }[];
    for (const item of feed.slice(0, 3)) {
      expect((await ctx.call({ method: 'PUT', url: `/api/saved/${item.uni_id}`, headers: bearer(token) })).statusCode).toBe(200);
      ctx.clock.advance(1000);
    }
    expect((await ctx.call({ method: 'PUT', url: `/api/follows/hot_topic/${topic!.uni_id}`, headers: bearer(token) })).statusCode).toBe(200);
    const muted = await ctx.call({ method: 'PUT', url: '/api/mutes', headers: bearer(token), payload: { kind: 'vendor', value: 'Twitter', label: 'Twitter' } });
    expect(muted.statusCode).toBe(200);
    ctx.clock.set(NOW);
    return { dataDir, token, seen: await answers(ctx, token) };
  } finally {
    await close(ctx);
  }
}

it('refuses a target that is not a PostgreSQL URL, and a data folder with no database', async () => {
  const config = configFor(path.join(root, 'nothing'));
  await expect(runMoveCommand([], config)).rejects.toThrow('--to must be a PostgreSQL URL');
  await expect(runMoveCommand(['--to', 'mysql://localhost/wiy'], config)).rejects.toThrow(UsageError);
  await expect(runMoveCommand(['--to', 'postgres://localhost/wiy'], config)).rejects.toThrow('There is no database');
});

for (const kind of databaseKinds.filter((k) => k === 'postgres')) {
  it(`moves a SQLite site to ${kind} whole: the same logins, sessions, feeds and saved lists, and every table's rows`, async () => {
    const site = await sqliteSite('site');
    const target = await throwawayDatabase('wiy_move');
    try {
      const moved = await runMoveCommand(['--to', target.url], configFor(site.dataDir));
      expect(moved.ok, moved.text).toBe(true);
      expect(moved.text).toMatch(/app_user +1 +[0-9a-f]{16} +ok/);
      expect(moved.text).toMatch(/saved_item +3 +[0-9a-f]{16} +ok/);

      const { sqlite, postgres } = await counts(path.join(site.dataDir, 'wiy.sqlite'), target.url);
      expect(postgres).toEqual(sqlite);
      for (const table of ['feed_item', 'link_check', 'followed_topic', 'muted_term', 'server_secret', 'user_session'])
        expect(sqlite[table]).toBeGreaterThan(0);
      const client = new pg.Client({ connectionString: target.url });
      await client.connect();
      const queued = await client.query(
        'SELECT (SELECT COUNT(*) FROM site_search_queue) AS queued, (SELECT COUNT(*) FROM feed_item WHERE u_approved_date IS NOT NULL) AS public',
      );
      await client.end();
      expect(Number(queued.rows[0].queued)).toBe(Number(queued.rows[0].public));

      // Another data folder: nothing of the SQLite site's is read but the database.
      const ctx = await contextFor(configFor(path.join(root, 'on-postgres'), { DATABASE_URL: target.url }));
      try {
        expect(await answers(ctx, site.token)).toEqual(site.seen);
        const token = await loginToken(ctx, MOBILE, STRONG_PASSWORD);
        expect((await ctx.call({ method: 'GET', url: '/api/saved', headers: bearer(token) })).json()).toEqual(site.seen['/api/saved']);
      } finally {
        await close(ctx);
      }

      // Twice into the same database: the second finds it full and changes nothing.
      const before = await counts(path.join(site.dataDir, 'wiy.sqlite'), target.url);
      await expect(runMoveCommand(['--to', target.url], configFor(site.dataDir))).rejects.toThrow('not empty');
      expect(await counts(path.join(site.dataDir, 'wiy.sqlite'), target.url)).toEqual(before);
    } finally {
      await target.drop();
    }
  });

  it('rolls everything back and says which table differs when PostgreSQL keeps other rows than it was sent', async () => {
    const dataDir = path.join(root, 'differs');
    const source = openDatabase({ dataDir });
    await migrateToLatest(source.db);
    await source.db
      .insertInto('language')
      .values([
        { uni_id: 'en', name: 'en', label: 'English' },
        { uni_id: 'hi', name: 'hi', label: 'Hindi' },
      ])
      .execute();
    await source.db.destroy();
    const target = await throwawayDatabase('wiy_move');
    try {
      const migrated = openDatabase({ dataDir, databaseUrl: target.url, poolSize: 1 });
      await migrateToLatest(migrated.db);
      await migrated.db.destroy();
      // A rule is no trigger: it stays on while the move copies, and silently drops a row it is sent.
      const client = new pg.Client({ connectionString: target.url });
      await client.connect();
      await client.query(`CREATE RULE drop_hindi AS ON INSERT TO language WHERE NEW.name = 'hi' DO INSTEAD NOTHING`);
      await client.end();

      // As an operator runs it, so that the exit code is seen too.
      const moved = await new Promise<{ code: number | null; stderr: string }>((resolve) => {
        const entry = path.resolve(import.meta.dirname, 'move.ts');
        execFile(process.execPath, ['--import', 'tsx', entry, '--to', target.url], { env: { ...process.env, DATA_DIR: dataDir } }, (error, _stdout, stderr) =>
          resolve({ code: error ? (error.code as number) : 0, stderr }),
        );
      });
      expect(moved.code).toBe(1);
      expect(moved.stderr).toMatch(/language +2 +[0-9a-f]{16} +MISMATCH: PostgreSQL holds 1 rows/);
      expect(moved.stderr).toContain('nothing was kept');
      const { postgres } = await counts(path.join(dataDir, 'wiy.sqlite'), target.url);
      expect(Object.entries(postgres).filter(([, rows]) => rows > 0)).toEqual([['content_version', 1]]);
    } finally {
      await target.drop();
    }
  });
}
