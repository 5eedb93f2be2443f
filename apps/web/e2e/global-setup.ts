import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
    smsOutbox: string;
  }
}

const repoRoot = path.resolve(import.meta.dirname, '../../..');

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function waitForHealth(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited early:\n${log()}`);
    try {
      const response = await fetch(`${url}/healthz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The server did not become healthy in 60 s:\n${log()}`);
}

/**
 * Starts the real server on the built web app, on a fresh SQLite database seeded with the demo content,
 * once for every end-to-end spec; SMS go to an outbox file the specs read.
 */
export default async function setup(project: TestProject) {
  const webDist = process.env.WEB_DIST || path.join(repoRoot, 'apps/web/dist');
  if (!fs.existsSync(path.join(webDist, 'index.html'))) {
    throw new Error(`The web app is not built in ${webDist}: run \`npm run build\` first (npm test does).`);
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wiy-e2e-'));
  const smsOutbox = path.join(dataDir, 'sms-outbox.jsonl');
  const port = await freePort();
  let output = '';
  // The server compiled and run as `npm run build` and `npm start` do, but from the tests' own entry, which adds
  // their hooks in code (decision 203): compiled from the current sources into a folder of its own, never into dist.
  const e2eDist = path.join(repoRoot, 'apps/server/dist-e2e');
  execFileSync(process.execPath, ['scripts/build-server.mjs', e2eDist, 'apps/server/test/e2e-hooks/e2e-server.ts'], { cwd: repoRoot, stdio: 'inherit' });
  const child = spawn(process.execPath, [path.join(e2eDist, 'server.js')], {
    cwd: repoRoot,
    env: {
      ...process.env,
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      WEB_DIST: webDist,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SMS_TRANSPORT: `outbox:${smsOutbox}`,
      // Every spec signs up and logs in from 127.0.0.1 within one server hour; the per-address limits and the
      // site's SMS ceiling themselves are proved by the API tests, and here they would only make the specs depend
      // on their order.
      OTP_MAX_PER_IP_HOUR: '1000',
      PER_ADDRESS_LIMIT_FACTOR: '100',
      SMS_PER_HOUR: '100000',
      // The specs share two cores with Chromium: a slow machine is not an overloaded server (the event-loop
      // check is off here, and proved by the API tests).
      MAX_EVENT_LOOP_DELAY_MS: '0',
      // The teardown stops the server with SIGTERM: no balancer here needs time to see it is not ready.
      DRAIN_DELAY_MS: '0',
      // The follow spec's stand-in push service listens on loopback over http; a deployment refuses such an address.
      PUSH_ALLOW_PRIVATE: 'true',
      // The demo items' links are made up: on a machine that reaches the platforms, checks would find them removed
      // while the specs embed them. The link-health spec writes what a check found itself.
      LINK_CHECK_TICK_SECONDS: '0',
      // The sources spec's stand-in feed listens on loopback, which outside calls (feeds, lookups) refuse unless this
      // is on; that refusal itself is proved by the server's tests of the outbound fetcher.
      METADATA_ALLOW_PRIVATE: 'true',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHealth(baseUrl, child, () => output);
  project.provide('baseUrl', baseUrl);
  project.provide('dataDir', dataDir);
  project.provide('smsOutbox', smsOutbox);

  return async () => {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
