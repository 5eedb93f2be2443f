import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeEachDatabase } from '../../../test/helper.ts';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { migrateToLatest, openDatabase, type DatabaseHandle } from '../../db/database.ts';
import { READINESS_PING_MS } from '../../modules/health/health.routes.ts';
import { RENDER_HEADER, RENDER_TOKEN } from './public-read-limit.ts';
import { OVERLOAD_RETRY_AFTER_SECONDS, registerPressureGuard } from './under-pressure.ts';

const read = (app: FastifyInstance, url = '/api/get_feed/1') => app.inject({ method: 'GET', url, headers: { application: 'wiy' } });

it('refuses new requests with 503 and Retry-After while the heap in use passes its share of what V8 may take', async () => {
  const guarded = async (maxHeapShare: number) => {
    const app = Fastify();
    await registerPressureGuard(app, { maxEventLoopDelayMs: 0, retryAfterSeconds: OVERLOAD_RETRY_AFTER_SECONDS, sampleIntervalMs: 20, maxHeapShare });
    app.get('/', async () => ({ ok: true }));
    await app.ready();
    // A sample or two of the heap.
    await new Promise((resolve) => setTimeout(resolve, 100));
    return app;
  };
  // Any process holds more than a millionth of its heap limit.
  const full = await guarded(1e-6);
  try {
    const refused = await full.inject({ method: 'GET', url: '/' });
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe(String(OVERLOAD_RETRY_AFTER_SECONDS));
    expect(refused.json()).toEqual({ Error: expect.stringContaining('busy') });
  } finally {
    await full.close();
  }
  const roomy = await guarded(0.9);
  try {
    expect((await roomy.inject({ method: 'GET', url: '/' })).statusCode).toBe(200);
  } finally {
    await roomy.close();
  }
});

describeEachDatabase(
  'overload',
  (ctx) => {
    it('refuses new requests with 503 and Retry-After while the event loop lags, and still answers the health probe', async () => {
      // Handlers that block the event loop 200 ms at a time, as runaway renders would, for longer than a sample (1 s)
      // of the mean delay. One long block would be a single delay among the sample's 10 ms ones: seen or not
      // depending on when in the sample it fell, which made this test fail now and then.
      for (const until = Date.now() + 2500; Date.now() < until; await new Promise((resolve) => setTimeout(resolve, 0))) {
        const blocked = Date.now();
        while (Date.now() - blocked < 200) {
          // blocking
        }
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
      const refused = await read(ctx().app);
      expect(refused.statusCode).toBe(503);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.json()).toEqual({ Error: expect.stringContaining('busy') });
      expect((await ctx().app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
      await expect.poll(async () => (await read(ctx().app)).statusCode, { interval: 100, timeout: 3000 }).toBe(200);
    });

    it('limits the public reads of one address a minute, with Retry-After, not counting the reads of a page the server renders', async () => {
      const from = (remoteAddress: string, url = '/api/get_feed/1', headers: Record<string, string> = {}) =>
        ctx().app.inject({ method: 'GET', url, headers: { application: 'wiy', ...headers }, remoteAddress });
      for (let i = 0; i < 3; i++) expect((await from('203.0.113.7')).statusCode).toBe(200);
      expect((await from('203.0.113.7', '/api/get_feed/1', { [RENDER_HEADER]: RENDER_TOKEN })).statusCode).toBe(200);
      expect((await from('203.0.113.7', '/api/get_feed/1', { [RENDER_HEADER]: 'guessed' })).statusCode).toBe(429);
      const refused = await from('203.0.113.7', '/api/get_category');
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.json()).toEqual({ Error: expect.stringContaining('Too many requests') });
      expect((await from('203.0.113.9')).statusCode).toBe(200);
    });
  },
  { env: { MAX_EVENT_LOOP_DELAY_MS: '100', PUBLIC_READS_PER_MINUTE: '3' } },
);

/** A TCP relay to PostgreSQL that the test can take down and bring back, as a database restart would. */
function relay(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  let port = 0;
  return {
    async start() {
      server = net.createServer((client) => {
        const upstream = net.connect(target.port, target.host);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => socket.destroy());
        }
        client.pipe(upstream).pipe(client);
      });
      await new Promise<void>((resolve) => server!.listen(port, '127.0.0.1', resolve));
      port = (server.address() as net.AddressInfo).port;
      return port;
    },
    async stop() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server!.close(resolve));
    },
  };
}

describe.runIf(process.env.TEST_DATABASE_URL)('a lost database [postgres]', () => {
  const target = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://localhost');
  const database = relay({ host: target.hostname, port: Number(target.port || 5432) });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wiy-lost-db-'));
  let app: FastifyInstance;
  let handle: DatabaseHandle;

  beforeAll(async () => {
    const port = await database.start();
    const url = new URL(target);
    url.port = String(port);
    const schema = `lost_${Date.now().toString(36)}`;
    const setup = openDatabase({ databaseUrl: target.toString(), dataDir });
    await setup.db.schema.createSchema(schema).execute();
    await setup.db.destroy();
    const config = loadConfig({ DATA_DIR: dataDir, WEB_DIST: '', LOG_LEVEL: 'silent', DATABASE_URL: url.toString(), MAX_EVENT_LOOP_DELAY_MS: '0' });
    handle = openDatabase({ databaseUrl: config.databaseUrl, dataDir, pgSchema: schema, poolSize: 2, onIdleError: () => {} });
    await migrateToLatest(handle.db, schema);
    app = await buildApp({ config, database: handle, logger: false });
  });
  afterAll(async () => {
    await app.close();
    await handle.db.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers 503 with Retry-After while the database is gone, and recovers when it is back', async () => {
    expect((await read(app, '/api/get_feed/2')).statusCode).toBe(200);
    await database.stop();
    const refused = await read(app, '/api/get_feed/3');
    expect(refused.statusCode).toBe(503);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toEqual({ Error: expect.any(String) });
    await expect
      .poll(async () => (await app.inject({ method: 'GET', url: '/healthz' })).json(), { interval: 200, timeout: READINESS_PING_MS * 4 })
      .toEqual({ status: 'unavailable', database: 'down' });
    expect((await app.inject({ method: 'GET', url: '/readyz' })).json()).toEqual({ status: 'unavailable', database: 'down' });
    expect((await app.inject({ method: 'GET', url: '/livez' })).statusCode).toBe(200);
    await database.start();
    await expect.poll(async () => (await read(app, '/api/get_feed/4')).statusCode, { interval: 200, timeout: 5000 }).toBe(200);
    await expect
      .poll(async () => (await app.inject({ method: 'GET', url: '/healthz' })).statusCode, { interval: 200, timeout: READINESS_PING_MS * 4 })
      .toBe(200);
    expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  }, 20_000);
});
