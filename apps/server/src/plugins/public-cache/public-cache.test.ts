import { once } from 'node:events';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import zlib from 'node:zlib';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { expect, it, vi } from 'vitest';
import { signIn } from '../../../test/auth.ts';
import { buildFeedItem } from '../../../test/factories.ts';
import { describeEachDatabase, type TestContext } from '../../../test/helper.ts';
import { runContentCommand } from '../../cli/content-command.ts';
import { PUBLIC_TABLES } from '../../db/migrations/0006-shared-state.ts';
import type { Database } from '../../db/schema.ts';
import { seedDemoContent } from '../../seed/seed.ts';
import { ContentRepository } from '../../modules/curation/content/content.repository.ts';
import { FeedRepository } from '../../modules/feed/feed.repository.ts';
import { CONTENT_VERSION_POLL_MS, PRIVATE_CACHE_CONTROL } from './public-cache.ts';

const FEED = '/api/get_feed/1';

/**
 * The Trending page's reads held until `release`, and the public answers' `serve`, counted: a test can have
 * several readers arrive before the first read ends.
 */
function heldReads(context: TestContext, options: { firstFails?: boolean } = {}) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const read = FeedRepository.prototype.findTrendingPageJson;
  let calls = 0;
  const reads = vi.spyOn(FeedRepository.prototype, 'findTrendingPageJson').mockImplementation(async function (this: FeedRepository, ...args) {
    await held;
    if (options.firstFails && calls++ === 0) throw new Error('the database went away');
    return read.apply(this, args);
  });
  const serves = vi.spyOn(context.app.publicAnswers, 'serve');
  return { reads, serves, release };
}

describeEachDatabase(
  'public answers with nothing kept',
  (ctx) => {
    it('reads the database for every reader, even readers that ask together', async () => {
      const { reads, serves, release } = heldReads(ctx());
      try {
        const together = Promise.all(Array.from({ length: 3 }, () => ctx().call({ method: 'GET', url: FEED })));
        await vi.waitFor(() => expect(serves).toHaveBeenCalledTimes(3));
        release();
        expect((await together).map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
        expect(reads).toHaveBeenCalledTimes(3);
        expect(ctx().app.publicAnswers.keptBytes).toBe(0);
      } finally {
        vi.restoreAllMocks();
      }
    });
  },
  { env: { RESPONSE_CACHE_MB: '0' } },
);

describeEachDatabase('public answers kept as ready bytes', (ctx) => {
  /** A read as a browser makes it, without the tests' usual catching up on the content version first. */
  const read = (url: string, headers: Record<string, string> = {}) => ctx().app.inject({ method: 'GET', url, headers: { application: 'wiy', ...headers } });
  const titles = async (url = FEED) => (await read(url)).json().record.map((item: { u_title: string }) => item.u_title);
  const version = () => ctx().app.publicAnswers.version.current;

  /** A page of the Trending feed, big enough to be compressed, whose newest item is titled 'First'. */
  async function seedFeed(context: TestContext) {
    const repository = new ContentRepository(context.database.db);
    await repository.insertMany([
      buildFeedItem({ uni_id: 'one', u_title: 'First', updated: '2026-11-23T09:59:00.000Z' }),
      ...Array.from({ length: 19 }, () => buildFeedItem()),
    ]);
    await repository.renumberTrending();
    await context.app.publicAnswers.version.refresh();
  }
  const firstTitle = async () => (await titles())[0];

  it('sends a kept answer until the content changes, then the new one', async () => {
    await seedFeed(ctx());
    expect(await firstTitle()).toBe('First');
    expect(ctx().app.publicAnswers.keptBytes).toBeGreaterThan(0);
    // Written behind the server's back: until it reads the version again, it sends what it kept.
    await ctx().database.db.updateTable('feed_item').set({ u_title: 'Second' }).where('uni_id', '=', 'one').execute();
    expect(await firstTitle()).toBe('First');
    await ctx().app.publicAnswers.version.refresh();
    expect(await firstTitle()).toBe('Second');
  });

  it('sees a write by another process within its poll interval', async () => {
    await seedFeed(ctx());
    expect(await firstTitle()).toBe('First');
    await ctx().database.db.updateTable('feed_item').set({ u_title: 'Elsewhere' }).where('uni_id', '=', 'one').execute();
    await expect.poll(firstTitle, { interval: 50, timeout: CONTENT_VERSION_POLL_MS * 4 }).toBe('Elsewhere');
  });

  it('carries CDN-fit headers, answers 304 to its ETag, and sends each encoding a browser asks for', async () => {
    await seedFeed(ctx());
    const plain = await read(FEED);
    const kept = await read(FEED);
    for (const answer of [plain, kept]) {
      expect(answer.headers['cache-control']).toBe('public, max-age=0, s-maxage=10');
      expect(answer.headers['cdn-cache-control']).toBe('public, max-age=10, stale-while-revalidate=60');
      expect(answer.headers.vary).toContain('accept-encoding');
      expect(answer.headers.etag).toBe(plain.headers.etag);
    }
    expect(kept.body).toBe(plain.body);
    const notModified = await read(FEED, { 'if-none-match': String(plain.headers.etag) });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');
    const br = await read(FEED, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await read(FEED, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });

  /** Five readers of the feed at once, the first read held until all have arrived; their answers. */
  async function readTogether(options: { firstFails?: boolean } = {}) {
    const { reads, serves, release } = heldReads(ctx(), options);
    try {
      const together = Promise.all(Array.from({ length: 5 }, () => read(FEED)));
      await vi.waitFor(() => expect(serves).toHaveBeenCalledTimes(5));
      release();
      return { answers: await together, reads: reads.mock.calls.length };
    } finally {
      vi.restoreAllMocks();
    }
  }

  it('reads once for readers that ask together for an answer not kept', async () => {
    await seedFeed(ctx());
    const { answers, reads } = await readTogether();
    expect(reads).toBe(1);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    expect(new Set(answers.map((answer) => answer.headers.etag)).size).toBe(1);
    expect(new Set(answers.map((answer) => answer.headers['x-request-id'])).size).toBe(5);
  });

  it('lets each reader that waited read for itself when the read it waited for fails', async () => {
    await seedFeed(ctx());
    const { answers, reads } = await readTogether({ firstFails: true });
    expect(answers.map((answer) => answer.statusCode)).toEqual([500, 200, 200, 200, 200]);
    expect(answers[1]!.json().record[0].u_title).toBe('First');
    expect(reads).toBe(5);
  });

  it('lets readers waiting for a read go when the request reading it is queued on a connection that is reset', async () => {
    await seedFeed(ctx());
    // Page 2's read is held until the end; page 1's first read until the connection is gone, and then fails.
    let releasePageOne!: () => void;
    const pageOne = new Promise<void>((resolve) => (releasePageOne = resolve));
    let releasePageTwo!: () => void;
    const pageTwo = new Promise<void>((resolve) => (releasePageTwo = resolve));
    const findPage = FeedRepository.prototype.findTrendingPageJson;
    let pageOneReads = 0;
    vi.spyOn(FeedRepository.prototype, 'findTrendingPageJson').mockImplementation(async function (this: FeedRepository, page, size) {
      if (page === 2) await pageTwo;
      else if (pageOneReads++ === 0) {
        await pageOne;
        throw new Error('the database went away');
      }
      return findPage.call(this, page, size);
    });
    const serves = vi.spyOn(ctx().app.publicAnswers, 'serve');
    try {
      const { port } = new URL(await ctx().app.listen({ port: 0, host: '127.0.0.1' }));
      const connection = net.connect(Number(port), '127.0.0.1');
      await once(connection, 'connect');
      const ask = (url: string) => `GET ${url} HTTP/1.1\r\nHost: wiy.test\r\nApplication: wiy\r\n\r\n`;
      // Page 1 asked behind page 2 on one connection: its answer, an error, has nothing to share, and it waits
      // behind page 2's answer, which never comes.
      connection.write(ask('/api/get_feed/2') + ask(FEED));
      await vi.waitFor(() => expect(serves).toHaveBeenCalledTimes(2), { timeout: 10_000 });
      const waiting = read(FEED);
      await vi.waitFor(() => expect(serves).toHaveBeenCalledTimes(3), { timeout: 10_000 });
      connection.destroy();
      releasePageOne();
      const answer = await Promise.race([waiting, new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), 5000))]);
      expect(answer?.statusCode).toBe(200);
      expect(answer?.json().record[0].u_title).toBe('First');
    } finally {
      releasePageTwo();
      vi.restoreAllMocks();
    }
  });

  it('keeps and shares the answer of a reader whose copy was current, though it is sent a 304', async () => {
    await seedFeed(ctx());
    const { etag } = (await read(FEED)).headers;
    // A write the public sees that leaves page 1 as it was: its kept answer is dropped, its ETag stays.
    await ctx().database.db.updateTable('feed_item').set({ u_title: 'First' }).where('uni_id', '=', 'one').execute();
    await ctx().app.publicAnswers.version.refresh();
    const { reads, serves, release } = heldReads(ctx());
    try {
      const revalidating = read(FEED, { 'if-none-match': String(etag) });
      await vi.waitFor(() => expect(serves).toHaveBeenCalledTimes(1), { timeout: 10_000 });
      const others = Promise.all(Array.from({ length: 4 }, () => read(FEED)));
      await vi.waitFor(() => expect(serves).toHaveBeenCalledTimes(5), { timeout: 10_000 });
      release();
      expect((await revalidating).statusCode).toBe(304);
      expect((await others).map((answer) => answer.json().record[0].u_title)).toEqual(['First', 'First', 'First', 'First']);
      expect((await read(FEED)).headers.etag).toBe(etag);
      expect(reads).toHaveBeenCalledTimes(1);
    } finally {
      vi.restoreAllMocks();
    }
  });

  it('lets no reader of the detail call wait for another: a POST leads before its body, which its sender may hold back', async () => {
    await seedFeed(ctx());
    const service = ctx().app.content.service;
    const detail = service.detail;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const reads = vi.spyOn(service, 'detail').mockImplementation(async (...args) => {
      await held;
      return detail.apply(service, args);
    });
    const serves = vi.spyOn(ctx().app.publicAnswers, 'serve');
    try {
      const ask = () => ctx().app.inject({ method: 'POST', url: '/api/get/feed_content/one', headers: { application: 'wiy' }, payload: {} });
      const together = Promise.all([ask(), ask(), ask()]);
      await vi.waitFor(() => expect(serves).toHaveBeenCalledTimes(3), { timeout: 10_000 });
      release();
      expect((await together).map((answer) => answer.json().record[0].u_title)).toEqual(['First', 'First', 'First']);
      expect(reads).toHaveBeenCalledTimes(3);
    } finally {
      vi.restoreAllMocks();
    }
  });

  it('keeps the detail call, a POST whose answer depends on its address alone', async () => {
    await seedFeed(ctx());
    const detail = () => ctx().app.inject({ method: 'POST', url: '/api/get/feed_content/one', headers: { application: 'wiy' }, payload: {} });
    expect((await detail()).json().record[0].u_title).toBe('First');
    await ctx().database.db.updateTable('feed_item').set({ u_title: 'Second' }).where('uni_id', '=', 'one').execute();
    expect((await detail()).json().record[0].u_title).toBe('First');
    await ctx().app.publicAnswers.version.refresh();
    expect((await detail()).json().record[0].u_title).toBe('Second');
  });

  it('keeps errors and account answers private', async () => {
    const missing = await read('/api/get_feed/nothing');
    expect(missing.statusCode).toBe(400);
    expect(missing.headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);
    const { headers } = await signIn(ctx(), 'visitor');
    const account = await ctx().call({ method: 'GET', url: '/api/admin/me', headers });
    expect(account.headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);
  });

  it('keeps the answers when a write changes nothing public', async () => {
    await seedFeed(ctx());
    await titles();
    const before = version();
    await signIn(ctx(), 'visitor');
    await ctx().app.publicAnswers.version.refresh();
    expect(version()).toBe(before);
    expect(ctx().app.publicAnswers.keptBytes).toBeGreaterThan(0);
  });

  it.each(PUBLIC_TABLES)('moves the content version on every insert, update and delete of %s, whoever writes', async (table) => {
    const { db, kind } = ctx().database;
    await seedDemoContent(db, { store: ctx().app.media.store }, ctx().clock.now(), 'wiy');
    // Read on the statement's own connection: SQLite has one, held for the whole block.
    const versionOn = async (connection: Kysely<Database>) =>
      (await connection.selectFrom('content_version').select('version').executeTakeFirstOrThrow()).version;
    const moves = async (statement: RawBuilder<unknown>, connection: Kysely<Database>) => {
      const before = await versionOn(connection);
      await statement.execute(connection);
      return (await versionOn(connection)) > before;
    };
    const t = sql.table(table);
    const [column] = (await db.introspection.getTables()).find((found) => found.name === table)!.columns;
    const c = sql.ref(column!.name);
    await db.connection().execute(async (connection) => {
      expect(await moves(sql`UPDATE ${t} SET ${c} = ${c}`, connection), 'update').toBe(true);
      if (kind === 'postgres') {
        // Statement triggers: a statement on the table is enough, whatever rows it touches.
        expect(await moves(sql`DELETE FROM ${t} WHERE 1 = 0`, connection), 'delete').toBe(true);
        expect(await moves(sql`INSERT INTO ${t} SELECT * FROM ${t} WHERE 1 = 0`, connection), 'insert').toBe(true);
        return;
      }
      // Row triggers: take one row out and put it back, other tables' references aside for the moment.
      await sql`PRAGMA foreign_keys = OFF`.execute(connection);
      await sql`CREATE TEMP TABLE kept_row AS SELECT * FROM ${t} LIMIT 1`.execute(connection);
      expect(await moves(sql`DELETE FROM ${t} WHERE rowid = (SELECT MIN(rowid) FROM ${t})`, connection), 'delete').toBe(true);
      expect(await moves(sql`INSERT INTO ${t} SELECT * FROM kept_row`, connection), 'insert').toBe(true);
      await sql`DROP TABLE kept_row`.execute(connection);
      await sql`PRAGMA foreign_keys = ON`.execute(connection);
    });
  });

  /** Fills the kept answers (over a seeded feed), makes the write, and checks they are all gone. */
  async function keptThenWrite(write: () => Promise<{ statusCode: number }>) {
    if ((await ctx().database.db.selectFrom('feed_item').select('uni_id').executeTakeFirst()) === undefined) await seedFeed(ctx());
    await titles();
    await read('/api/get_category');
    expect(ctx().app.publicAnswers.keptBytes).toBeGreaterThan(0);
    const answer = await write();
    expect(answer.statusCode).toBeLessThan(300);
    // Not waiting for the poll: the process that answered a write drops its kept answers before it answers.
    expect(ctx().app.publicAnswers.keptBytes).toBe(0);
  }

  const curator = async () => (await signIn(ctx(), 'admin')).headers;
  const write = (headers: Record<string, string>, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: Record<string, unknown>) =>
    ctx().app.inject({ method, url, headers: { application: 'wiy', ...headers }, ...(payload && { payload }) });

  it('drops kept answers when the console creates an item', async () => {
    const headers = await curator();
    await keptThenWrite(() => write(headers, 'POST', '/api/admin/content', { u_title: 'New', u_url: 'https://x.com/a/status/1' }));
  });

  it('drops kept answers when the console edits, approves, unpublishes and deletes an item, one at a time or in bulk', async () => {
    const headers = await curator();
    const id = 'one';
    await keptThenWrite(() => write(headers, 'PUT', `/api/admin/content/${id}`, { u_title: 'Edited', u_url: 'https://x.com/a/status/1' }));
    await keptThenWrite(() => write(headers, 'POST', `/api/admin/content/${id}/unpublish`));
    await keptThenWrite(() => write(headers, 'POST', `/api/admin/content/${id}/approve`));
    await keptThenWrite(() => write(headers, 'POST', '/api/admin/content/bulk', { action: 'unpublish', ids: [id] }));
    await keptThenWrite(() => write(headers, 'DELETE', `/api/admin/content/${id}`));
  });

  it('drops kept answers when the console creates, edits and deletes a record', async () => {
    const headers = await curator();
    await keptThenWrite(() => write(headers, 'POST', '/api/admin/records/category', { uni_id: 'space', u_name: 'space', u_label: 'Space' }));
    await keptThenWrite(() => write(headers, 'PUT', '/api/admin/records/category/space', { u_name: 'space', u_label: 'Outer space' }));
    expect((await read('/api/get_category')).json().record.map((c: { u_label: string }) => c.u_label)).toContain('Outer space');
    await keptThenWrite(() => write(headers, 'DELETE', '/api/admin/records/category/space'));
  });

  it('drops kept answers when the console imports a file', async () => {
    const headers = await curator();
    await keptThenWrite(() => write(headers, 'POST', '/api/admin/import', { version: 1, category: [{ uni_id: 'space', u_name: 'space', u_label: 'Space' }] }));
  });

  it('drops kept answers within the poll interval when the content command imports a file', async () => {
    await seedFeed(ctx());
    await read('/api/get_category');
    const file = path.join(ctx().config.dataDir, 'import.json');
    fs.writeFileSync(file, JSON.stringify({ version: 1, category: [{ uni_id: 'space', u_name: 'space', u_label: 'Space' }] }));
    await runContentCommand(['import', file], ctx().app);
    await expect
      .poll(async () => (await read('/api/get_category')).json().record.some((c: { uni_id: string }) => c.uni_id === 'space'), { interval: 50, timeout: 1000 })
      .toBe(true);
  });
});
