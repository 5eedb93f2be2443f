import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { migrateToLatest, openDatabase } from '../../db/database.ts';
import { READINESS_PING_MS } from './health.routes.ts';

describe('the probes on SQLite', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wiy-health-'));
  let app: FastifyInstance;
  beforeAll(async () => {
    const config = loadConfig({ DATA_DIR: dataDir, WEB_DIST: '', LOG_LEVEL: 'silent', SEED_DEMO: 'false', MAX_EVENT_LOOP_DELAY_MS: '0' });
    const database = openDatabase({ dataDir });
    await migrateToLatest(database.db);
    app = await buildApp({ config, database, logger: false });
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  const probe = async (url: string) => {
    const answer = await app.inject({ method: 'GET', url });
    return { status: answer.statusCode, body: answer.json() as unknown };
  };

  it('answers live and ready, then, once the database is gone, live but not ready', async () => {
    expect(await probe('/livez')).toEqual({ status: 200, body: { status: 'ok' } });
    expect(await probe('/readyz')).toEqual({ status: 200, body: { status: 'ok', database: 'up' } });
    // The database file's connection closed under the app: every query fails from now on, as in an outage.
    await app.database.db.destroy();
    await expect
      .poll(() => probe('/readyz'), { interval: 100, timeout: READINESS_PING_MS * 4 })
      .toEqual({ status: 503, body: { status: 'unavailable', database: 'down' } });
    expect(await probe('/livez')).toEqual({ status: 200, body: { status: 'ok' } });
  });
});
