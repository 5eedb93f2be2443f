import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import SQLite from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { startServer, stopServer, type ServerProcess } from '../../test/server-process.ts';

const dataDirs: string[] = [];
const running: ServerProcess[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map(stopServer));
  for (const dir of dataDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

async function serve(env: Record<string, string> = {}): Promise<ServerProcess & { dataDir: string }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wiy-shutdown-'));
  dataDirs.push(dataDir);
  const server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: '', SEED_DEMO: 'false', ...env });
  running.push(server);
  return { ...server, dataDir };
}

/** A raw connection: what it is sent and when is up to the test, and everything it receives is kept. */
async function connect(port: number) {
  const socket = net.connect(port, '127.0.0.1');
  await new Promise((resolve) => socket.once('connect', resolve));
  let received = '';
  let firstDataAt: number | undefined;
  socket.on('data', (chunk) => {
    firstDataAt ??= Date.now();
    received += chunk;
  });
  socket.on('error', () => {});
  const closed = new Promise<number>((resolve) => socket.once('close', () => resolve(Date.now())));
  return { socket, received: () => received, firstDataAt: () => firstDataAt, closed };
}

/** A session-time record from `userId`, which the route stores: a request whose work can be seen afterwards. */
const sessionRecord = (userId: string) =>
  JSON.stringify({ userId, startTime: '2026-11-23T10:00:00.000Z', endTime: '2026-11-23T10:05:00.000Z', timeSpent: '00:05:00' });
const postHead = (length: number) =>
  `POST /lom/save/spent/time HTTP/1.1\r\nHost: 127.0.0.1\r\nApplication: wiy\r\nSec-Fetch-Site: same-origin\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n\r\n`;

describe('stopping and time-outs of the real server', () => {
  it('on SIGTERM turns readiness 503, refuses new requests, finishes every request in flight, closes idle connections and exits within the bound', async () => {
    const server = await serve({ SHUTDOWN_TIMEOUT_MS: '5000', KEEP_ALIVE_TIMEOUT_MS: '60000' });
    const idle = await connect(server.port);
    idle.socket.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    await expect.poll(idle.received).toContain('"status":"ok"');
    // Two writes in flight, their bodies held back until after the signal.
    const records = ['203.0.113.1', '203.0.113.2'].map(sessionRecord);
    const inFlight = await Promise.all(records.map(() => connect(server.port)));
    inFlight.forEach(({ socket }, i) => socket.write(postHead(Buffer.byteLength(records[i]!))));
    // A probe and a reader whose requests have begun, so their connections are not idle, and end after the signal.
    const probe = await connect(server.port);
    probe.socket.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    const readiness = await connect(server.port);
    readiness.socket.write('GET /readyz HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    const liveness = await connect(server.port);
    liveness.socket.write('GET /livez HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    const reader = await connect(server.port);
    reader.socket.write('GET /api/get_feed/1 HTTP/1.1\r\nHost: 127.0.0.1\r\nApplication: wiy\r\n');
    // Time for the server to read them all: a connection whose request it has not begun to read is idle, and closed.
    await sleep(500);

    const signalled = Date.now();
    const exited = new Promise<{ at: number; code: number | null }>((resolve) => server.child.once('exit', (code) => resolve({ at: Date.now(), code })));
    server.child.kill('SIGTERM');
    await sleep(300);
    for (const { socket } of [probe, readiness, liveness, reader]) socket.write('\r\n');
    await expect.poll(probe.received, { timeout: 3000 }).toMatch(/^HTTP\/1\.1 503[^]*"status":"stopping"/);
    await expect.poll(readiness.received, { timeout: 3000 }).toMatch(/^HTTP\/1\.1 503[^]*"status":"stopping"/);
    // Alive while it drains: a supervisor that restarted it now would cut the requests in flight.
    await expect.poll(liveness.received, { timeout: 3000 }).toMatch(/^HTTP\/1\.1 200[^]*"status":"ok"/);
    await expect.poll(reader.received, { timeout: 3000 }).toMatch(/^HTTP\/1\.1 503[^]*retry-after: 2\r\n[^]*"Error":"The server is restarting/);
    inFlight.forEach(({ socket }, i) => socket.write(records[i]!));
    for (const { received } of inFlight) {
      await expect.poll(received, { timeout: 3000 }).toMatch(/^HTTP\/1\.1 200[^]*connection: close\r\n[^]*"Message":"Saved"/);
    }
    expect((await idle.closed) - signalled).toBeLessThan(3000);
    // Exit code 0: the drain ended, not the deadline's exit(1).
    const exit = await exited;
    expect(exit.code).toBe(0);
    expect(exit.at - signalled).toBeLessThan(5000);
    const database = new SQLite(path.join(server.dataDir, 'wiy.sqlite'), { readonly: true });
    const saved = database.prepare('SELECT user_id FROM spent_time ORDER BY user_id').pluck().all();
    database.close();
    expect(saved).toEqual(['203.0.113.1', '203.0.113.2']);
  });

  it('on SIGTERM turns /readyz 503 at once and serves on for DRAIN_DELAY_MS, then drains and exits', async () => {
    const server = await serve({ DRAIN_DELAY_MS: '2000', SHUTDOWN_TIMEOUT_MS: '5000' });
    const get = (url: string) => fetch(`${server.url}${url}`, { headers: { application: 'wiy' } });
    expect(await (await get('/readyz')).json()).toEqual({ status: 'ok', database: 'up' });
    const signalled = Date.now();
    const exited = new Promise<{ at: number; code: number | null }>((resolve) => server.child.once('exit', (code) => resolve({ at: Date.now(), code })));
    server.child.kill('SIGTERM');
    await expect.poll(async () => (await get('/readyz')).status, { interval: 20 }).toBe(503);
    expect(await (await get('/readyz')).json()).toEqual({ status: 'stopping', database: 'up' });
    // Until the balancer has seen it, the server answers as before: the feed, liveness, and /healthz as it always did.
    expect((await get('/api/get_feed/1')).status).toBe(200);
    expect((await get('/livez')).status).toBe(200);
    expect((await get('/healthz')).status).toBe(200);
    expect(Date.now() - signalled).toBeLessThan(2000);
    const exit = await exited;
    expect(exit.code).toBe(0);
    expect(exit.at - signalled).toBeGreaterThanOrEqual(2000);
    expect(exit.at - signalled).toBeLessThan(7000);
  });

  it.each<[part: string, unit: string, head: string, next: (sent: number) => string]>([
    ['a body', 'a byte', postHead(100), () => '{'],
    ['headers', 'a line', 'GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n', (sent) => `X-Line-${sent}: 1\r\n`],
  ])('cuts off %s trickled %s at a time once the request time-out has passed', async (_part, _unit, head, next) => {
    const server = await serve({ REQUEST_TIMEOUT_MS: '1000' });
    const trickle = await connect(server.port);
    trickle.socket.write(head);
    const started = Date.now();
    let sent = 0;
    const timer = setInterval(() => trickle.socket.writable && trickle.socket.write(next(sent++)), 200);
    const closedAt = await trickle.closed;
    clearInterval(timer);
    expect(closedAt - started).toBeLessThan(4000);
    expect(trickle.received()).toMatch(/^HTTP\/1\.1 408/);
  });

  it('closes a keep-alive connection left idle past its time-out, not before', async () => {
    const server = await serve({ KEEP_ALIVE_TIMEOUT_MS: '1000' });
    const idle = await connect(server.port);
    idle.socket.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    await expect.poll(idle.received).toContain('"status":"ok"');
    const closedAfter = (await idle.closed) - idle.firstDataAt()!;
    expect(closedAfter).toBeGreaterThanOrEqual(900);
    expect(closedAfter).toBeLessThan(3000);
  });

  it('holds no more connections at once than its cap', async () => {
    const server = await serve({ MAX_CONNECTIONS: '2', KEEP_ALIVE_TIMEOUT_MS: '200' });
    // The start-up probe's keep-alive connection closes first.
    await sleep(600);
    const held = [await connect(server.port), await connect(server.port)];
    const refused = await connect(server.port);
    await refused.closed;
    for (const connection of held) expect(connection.socket.destroyed).toBe(false);
    held.forEach((connection) => connection.socket.destroy());
  });
});
