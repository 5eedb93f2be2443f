import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { migrateToLatest, openDatabase } from '../db/database.ts';

const PROXY = '10.0.0.5';
const opened: Array<{ app: FastifyInstance; dataDir: string }> = [];
afterEach(async () => {
  for (const { app, dataDir } of opened.splice(0)) {
    await app.close();
    await app.database.db.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});

/** The app with two public reads a minute per address, and its warnings kept. */
async function serverBehind(env: Record<string, string>) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wiy-client-address-'));
  const config = loadConfig({ DATA_DIR: dataDir, WEB_DIST: '', SEED_DEMO: 'false', MAX_EVENT_LOOP_DELAY_MS: '0', PUBLIC_READS_PER_MINUTE: '2', ...env });
  const database = openDatabase({ dataDir });
  await migrateToLatest(database.db);
  const warnings: string[] = [];
  const app = await buildApp({ config, database, logger: { level: 'warn', stream: { write: (line: string) => void warnings.push(line) } } });
  opened.push({ app, dataDir });
  /** A public read that reached the server from `peer`, with the X-Forwarded-For given (a proxy's, or a client's own). */
  const read = (peer: string, forwardedFor?: string) =>
    app.inject({
      method: 'GET',
      url: '/api/get_feed/1',
      remoteAddress: peer,
      headers: { application: 'wiy', ...(forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor }) },
    });
  const statuses = async (count: number, peer: string, forwardedFor?: string) => {
    const answers: number[] = [];
    for (let i = 0; i < count; i++) answers.push((await read(peer, forwardedFor)).statusCode);
    return answers;
  };
  return { app, read, statuses, warnings };
}

describe.each([
  ['the proxy named by address', { TRUST_PROXY: `127.0.0.1,${PROXY}` }],
  ['a range holding the proxy', { TRUST_PROXY: '10.0.0.0/8' }],
  ['one hop', { TRUST_PROXY: '1' }],
])('behind %s', (_name, env) => {
  it('counts two readers behind the proxy apart in the public reads per address', async () => {
    const { statuses } = await serverBehind(env);
    expect(await statuses(3, PROXY, '203.0.113.1')).toEqual([200, 200, 429]);
    expect(await statuses(2, PROXY, '203.0.113.2')).toEqual([200, 200]);
  });

  it('takes the entry the proxy added: one the client wrote in front of it gives it no new address', async () => {
    const { app, statuses } = await serverBehind(env);
    app.get('/seen-as', async (request) => ({ ip: request.ip }));
    const seen = await app.inject({ method: 'GET', url: '/seen-as', remoteAddress: PROXY, headers: { 'x-forwarded-for': '198.51.100.9, 203.0.113.1' } });
    expect(seen.json()).toEqual({ ip: '203.0.113.1' });
    expect(await statuses(2, PROXY, '203.0.113.1')).toEqual([200, 200]);
    expect(await statuses(1, PROXY, '198.51.100.1, 203.0.113.1')).toEqual([429]);
    expect(await statuses(1, PROXY, '198.51.100.2,203.0.113.1')).toEqual([429]);
  });
});

describe('trusting addresses', () => {
  it('ignores X-Forwarded-For from a peer that is not a trusted proxy', async () => {
    const { statuses } = await serverBehind({ TRUST_PROXY: PROXY });
    expect(await statuses(2, '198.51.100.7', '203.0.113.1')).toEqual([200, 200]);
    expect(await statuses(1, '198.51.100.7', '203.0.113.2')).toEqual([429]);
  });
});

describe('with no proxy trusted', () => {
  it('counts every request by its peer and warns once, naming the setting, that X-Forwarded-For came', async () => {
    const { statuses, warnings } = await serverBehind({});
    const proxyWarnings = () => warnings.filter((line) => line.includes('X-Forwarded-For'));
    expect(await statuses(1, PROXY)).toEqual([200]);
    expect(proxyWarnings()).toEqual([]);
    expect(await statuses(2, PROXY, '203.0.113.1')).toEqual([200, 429]);
    expect(await statuses(1, PROXY, '203.0.113.2')).toEqual([429]);
    expect(proxyWarnings()).toHaveLength(1);
    expect(JSON.parse(proxyWarnings()[0]!)).toMatchObject({ level: 40, msg: expect.stringContaining('TRUST_PROXY'), peer: PROXY });
  });
});
