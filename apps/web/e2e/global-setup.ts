import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { throwawayDatabase } from '../../server/test/throwaway-database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
    smsOutbox: string;
    /** The server's database: a SQLite file in dataDir, or a PostgreSQL database of its own (then databaseUrl). */
    engine: 'sqlite' | 'postgres';
    /** '' on SQLite. */
    databaseUrl: string;
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
 * Starts the real server on the built web app, on a fresh database seeded with the demo content, once for every
 * end-to-end spec of the project; SMS go to an outbox file the specs read. The project's `engine` chooses the
 * database: a SQLite file, or a PostgreSQL database made on TEST_DATABASE_URL's server and dropped after.
 */
export default async function setup(project: TestProject) {
  const webDist = process.env.WEB_DIST || path.join(repoRoot, 'apps/web/dist');
  if (!fs.existsSync(path.join(webDist, 'index.html'))) {
    throw new Error(`The web app is not built in ${webDist}: run \`npm run build\` first (npm test does).`);
  }
  const { engine } = project.getProvidedContext();
  if (engine === 'postgres' && !process.env.TEST_DATABASE_URL) {
    throw new Error(`The ${project.name} project runs on PostgreSQL: set TEST_DATABASE_URL.`);
  }
  const database = engine === 'postgres' ? await throwawayDatabase('e2e') : undefined;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wiy-e2e-'));
  const smsOutbox = path.join(dataDir, 'sms-outbox.jsonl');
  const port = await freePort();
  let output = '';
  // The server compiled and run as `npm run build` and `npm start` do, but from the tests' own entry, which adds
  // their hooks and the settings they need in code (decision 203): compiled from the current sources into a folder
  // of its own per project (the projects start side by side), never into dist.
  const e2eDist = path.join(repoRoot, 'apps/server/dist-e2e', project.name);
  execFileSync(process.execPath, ['scripts/build-server.mjs', e2eDist, 'apps/server/test/e2e-hooks/e2e-server.ts'], { cwd: repoRoot, stdio: 'inherit' });
  const child = spawn(process.execPath, [path.join(e2eDist, 'server.js')], {
    cwd: repoRoot,
    env: {
      ...process.env,
      DATABASE_URL: database?.url ?? '',
      DATA_DIR: dataDir,
      WEB_DIST: webDist,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SMS_TRANSPORT: `outbox:${smsOutbox}`,
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
  project.provide('databaseUrl', database?.url ?? '');

  return async () => {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
