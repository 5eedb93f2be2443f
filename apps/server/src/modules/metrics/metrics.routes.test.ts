import fs from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../../test/helper.ts';
import { createSmsTransport } from '../account/one-time-codes/sms.transport.ts';

const TOKEN = 'a-scraper-token';

describeEachDatabase(
  'metrics',
  (ctx) => {
    const scrape = (authorization?: string) => ctx().app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });
    const value = (text: string, series: string) => Number(new RegExp(`^${series.replace(/[{}"]/g, (c) => `\\${c}`)} (\\S+)$`, 'm').exec(text)?.[1] ?? 0);

    it('refuses a scrape without the token, or with another', async () => {
      for (const authorization of [undefined, 'Bearer wrong-token', `Basic ${TOKEN}`, `Bearer ${TOKEN}x`]) {
        const refused = await scrape(authorization);
        expect(refused.statusCode).toBe(401);
        expect(refused.json()).toEqual({ Error: expect.any(String) });
      }
    });

    it('counts requests by route pattern, kept and built public answers, and the event loop', async () => {
      await ctx().call({ method: 'GET', url: '/api/get_feed/1' });
      await ctx().call({ method: 'GET', url: '/api/get_feed/1' });
      await ctx().call({ method: 'GET', url: '/api/get_feed/2' });
      const text = (await scrape(`Bearer ${TOKEN}`)).body;
      expect(value(text, 'wiy_http_request_duration_seconds_count{method="GET",route="/api/get_feed/:page",status="200"}')).toBeGreaterThanOrEqual(3);
      expect(text).not.toContain('route="/api/get_feed/1"');
      expect(value(text, 'wiy_public_answers_total{result="kept"}')).toBeGreaterThanOrEqual(1);
      expect(value(text, 'wiy_public_answers_total{result="built"}')).toBeGreaterThanOrEqual(2);
      expect(text).toContain('nodejs_eventloop_lag_seconds');
      if (ctx().database.kind === 'postgres') expect(value(text, 'wiy_db_pool_connections{state="total"}')).toBeGreaterThan(0);
    });

    it('counts SMS sent and failed by transport', async () => {
      const before = (await scrape(`Bearer ${TOKEN}`)).body;
      const silent = { info: () => {}, warn: () => {} } as never;
      await createSmsTransport({ kind: 'console' }, silent).send({ to: '9812345678', text: 'Your code is 1234' });
      // An outbox inside a file cannot be written.
      const notAFolder = path.join(ctx().config.dataDir, 'plain-file');
      fs.writeFileSync(notAFolder, '');
      await expect(
        createSmsTransport({ kind: 'outbox', file: path.join(notAFolder, 'outbox.jsonl') }, silent).send({ to: '9812345678', text: 'x' }),
      ).rejects.toThrow();
      const after = (await scrape(`Bearer ${TOKEN}`)).body;
      const grew = (series: string) => value(after, series) - value(before, series);
      expect(grew('wiy_sms_total{transport="console",outcome="sent"}')).toBe(1);
      expect(grew('wiy_sms_total{transport="outbox",outcome="failed"}')).toBe(1);
    });

    it('names each request by an id in its answer: the safe one a proxy sent, or a new one', async () => {
      const fresh = await ctx().call({ method: 'GET', url: '/api/get_category' });
      expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      expect((await ctx().call({ method: 'GET', url: '/api/get_category', headers: { 'x-request-id': 'edge-42.a_b' } })).headers['x-request-id']).toBe(
        'edge-42.a_b',
      );
      const unsafe = await ctx().call({ method: 'GET', url: '/api/nothing', headers: { 'x-request-id': 'two words\u0007' } });
      expect(unsafe.statusCode).toBe(404);
      expect(unsafe.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    });
  },
  { env: { METRICS_TOKEN: TOKEN } },
);

describeEachDatabase('metrics without a token', (ctx) => {
  it('has no /metrics at all', async () => {
    const response = await ctx().app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ Error: expect.stringContaining('Not found') });
  });
});

/**
 * The lines a server logging at `level` (the server's own logger, writing to a stream of the test's) writes for one
 * request to `url` with `headers`, by its id; `addRoutes` adds to the server first.
 */
async function linesOfOneRequest(
  level: string,
  url = '/api/nothing',
  addRoutes: (app: FastifyInstance) => void = () => {},
  headers: Record<string, string> = {},
): Promise<Record<string, unknown>[]> {
  const { buildApp } = await import('../../app.ts');
  const { loadConfig } = await import('../../config.ts');
  const { migrateToLatest, openDatabase } = await import('../../db/database.ts');
  const lines: string[] = [];
  const stream = new Writable({ write: (chunk, _encoding, done) => (lines.push(String(chunk)), done()) });
  const config = loadConfig({ DATA_DIR: '/tmp/wiy-request-id', WEB_DIST: '', LOG_LEVEL: level, MAX_EVENT_LOOP_DELAY_MS: '0' });
  const database = openDatabase({ dataDir: config.dataDir, sqliteFile: ':memory:' });
  await migrateToLatest(database.db);
  const app = await buildApp({ config, database, logStream: stream });
  addRoutes(app);
  await app.inject({ method: 'GET', url, headers: { ...headers, application: 'wiy', 'x-request-id': 'trace-7' } });
  await app.close();
  return lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((line) => line.reqId === 'trace-7');
}

it('logs a request in one line once answered, with its id, method, address, status and time; its arrival at debug', async () => {
  const completed = expect.objectContaining({
    msg: 'request completed',
    req: expect.objectContaining({ method: 'GET', url: '/api/nothing' }),
    res: { statusCode: 404 },
    responseTime: expect.any(Number),
  });
  expect(await linesOfOneRequest('info')).toEqual([completed]);
  const arrived = expect.objectContaining({ msg: 'incoming request', req: expect.objectContaining({ url: '/api/nothing' }) });
  expect(await linesOfOneRequest('debug')).toEqual([arrived, completed]);
});

it('at warn, writes what goes wrong in a request under its id, and nothing more of it', async () => {
  const failing = (app: FastifyInstance) =>
    app.get('/api/failing', async (request) => {
      request.log.info('left out at warn');
      throw new Error('failed on purpose');
    });
  expect(await linesOfOneRequest('warn', '/api/failing', failing)).toEqual([expect.objectContaining({ level: 50, msg: 'request failed' })]);
  expect(await linesOfOneRequest('warn')).toEqual([]);
  expect((await linesOfOneRequest('info', '/api/failing', failing)).map((line) => line.msg)).toEqual([
    'left out at warn',
    'request failed',
    'request completed',
  ]);
});

it('writes no credential a request carries into its line', async () => {
  const lines = await linesOfOneRequest('debug', '/api/nothing', undefined, { authorization: 'Bearer secret-token', cookie: 'session=secret-cookie' });
  expect(lines.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
  expect(JSON.stringify(lines)).not.toMatch(/secret-token|secret-cookie/);
});
