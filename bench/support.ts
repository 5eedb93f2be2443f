/**
 * What every part of `npm run bench` shares: the scratch folder, databases filled with feed items, the
 * real server started as a child process, autocannon in a process of its own, and the machine line.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import type { Result } from 'autocannon';
import pg from 'pg';
import { bulkFeedItems, ContentRepository, migrateToLatest, openDatabase, siteSearchIndex, UnitOfWork } from '../apps/server/test/bench-entry.ts';

export const root = path.resolve(import.meta.dirname, '..');
/** The compiled server's entry, as `npm start` runs it. */
export const SERVER_ENTRY = path.join(root, 'apps/server/dist/server.js');
/** Linux counts a process's CPU time in /proc in ticks of 1/100 s (USER_HZ) on every architecture Node runs on. */
const CLOCK_TICKS_PER_SECOND = 100;

/** Compiles the server as `npm run build` does, so every part measures what `npm start` runs. */
export function compileServer(): void {
  execFileSync(process.execPath, [path.join(root, 'scripts/build-server.mjs')], { stdio: 'inherit' });
}
export const scratch = path.join(root, '.bench');
const PG_ADMIN_URL = process.env.BENCH_PG_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Migrates the database and fills it with `items` approved feed items, one a minute from 2026-01-01, indexed for search. */
export async function fill(databaseUrl: string | undefined, dataDir: string, items: number): Promise<void> {
  const handle = openDatabase({ databaseUrl, dataDir });
  await migrateToLatest(handle.db);

  const batch = bulkFeedItems(items, new Date(Date.UTC(2026, 0, 1)));
  await new UnitOfWork(handle.db, (db) => new ContentRepository(db)).transaction(async (items) => {
    await items.insertMany(batch);
    await items.renumberTrending();
  });
  // As a bulk load does: the search index is built before the server starts, not by its timed job under the load.
  await siteSearchIndex(handle).indexer.drain();
  await handle.db.destroy();
}

/** A fresh, empty PostgreSQL database called `name`, or undefined (with a warning) when PostgreSQL is not there. */
export async function preparePostgres(name: string): Promise<string | undefined> {
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  try {
    await admin.connect();
  } catch {
    console.warn(`PostgreSQL not reachable at ${PG_ADMIN_URL}: PostgreSQL figures are skipped.`);
    return undefined;
  }
  await admin.query(`DROP DATABASE IF EXISTS ${name}`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function dropPostgres(name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
}

/** What the server logged at `warn` and above; kept only when the server was started with `captureLog`. */
interface LogTally {
  warnings: number;
  errors: number;
  /** The first few messages at `error` and above. */
  errorSamples: string[];
}

export interface RunningServer {
  url: string;
  port: number;
  child: ChildProcess;
  log: LogTally;
}

/**
 * The real server, compiled as `npm start` runs it (`compileServer` first), as a child process on a free loopback port, API only, no demo
 * seed, logging at its default level (`info`: a line for every request); `env` adds to or overrides that. Its log
 * goes to /dev/null; with `captureLog`, its lines (pino JSON on stdout) are counted instead.
 */
export async function startServer(env: Record<string, string>, options: { captureLog?: boolean } = {}): Promise<RunningServer> {
  const port = await freePort();
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: root,
    // Every load comes from one address: the per-address limit on public reads would measure itself.
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      WEB_DIST: '',
      PUBLIC_READS_PER_MINUTE: '1000000000',
      // Stopped with SIGTERM between runs: no balancer here needs time to see it is not ready.
      DRAIN_DELAY_MS: '0',
      ...env,
    },
    stdio: ['ignore', options.captureLog ? 'pipe' : 'ignore', 'inherit'],
  });
  const log: LogTally = { warnings: 0, errors: 0, errorSamples: [] };
  if (child.stdout) {
    readline.createInterface({ input: child.stdout }).on('line', (line) => {
      const level = /"level":(\d+)/.exec(line)?.[1];
      if (Number(level) === 40) log.warnings++;
      if (Number(level) >= 50) {
        log.errors++;
        if (log.errorSamples.length < 5) log.errorSamples.push(line.slice(0, 2000));
      }
    });
  }
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return { url, port, child, log };
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill();
  throw new Error('server did not start');
}

/** Stops a child process started here and waits for it to be gone. */
export async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const gone = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
  await gone;
  clearTimeout(timer);
}

export interface Sample {
  rps: number;
  /** Answers received in the whole run. */
  answers: number;
  p50: number;
  p99: number;
  errors: number;
  /** Answers by status code, and requests that got no answer within autocannon's time-out (10 s). */
  statuses: Record<string, number>;
  timeouts: number;
}

export interface LoadOptions {
  connections: number;
  pipelining: number;
  seconds: number;
}

/** One autocannon run in a process of its own, so the load generator never shares this process's heap. */
export async function load(url: string, options: LoadOptions): Promise<Sample> {
  const cli = path.join(root, 'node_modules/autocannon/autocannon.js');
  const args = [
    cli,
    '--json',
    '-c',
    String(options.connections),
    '-p',
    String(options.pipelining),
    '-d',
    String(options.seconds),
    '-H',
    'Application: wiy',
    url,
  ];
  const output = await new Promise<string>((resolve, reject) => {
    let out = '';
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'ignore'] });
    child.stdout.on('data', (chunk) => (out += chunk));
    child.on('error', reject);
    child.on('exit', () => resolve(out));
  });
  const result = JSON.parse(output.trim().split('\n').at(-1)!) as Result;
  const statuses = Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, stat]) => [code, stat.count]));
  return {
    rps: result.requests.average,
    answers: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    statuses,
    timeouts: result.timeouts,
  };
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** The machine line every section of docs/benchmarks.md carries. */
export function machine(): string {
  return `${process.platform} ${process.arch}, Node ${process.version}, ${os.cpus().length} cores`;
}

export const today = () => new Date().toISOString().slice(0, 10);

/**
 * The baseline: node:http answering from memory, in its own process like the server. A path given in `headers`
 * is answered with those headers too (and a fresh `x-request-id` each time, as the server makes one), so that it
 * sends the same bytes as the server it stands beside; any other path with its body, its type and its length.
 */
export function startPlainServer(bodies: Record<string, Buffer>, headers: Record<string, string[]> = {}): Promise<{ url: string; child: ChildProcess }> {
  const script = `
    const http = require('node:http');
    const { randomUUID } = require('node:crypto');
    const bodies = Object.fromEntries(Object.entries(${JSON.stringify(Object.fromEntries(Object.entries(bodies).map(([k, v]) => [k, v.toString('base64')])))}).map(([k, v]) => [k, Buffer.from(v, 'base64')]));
    const headers = ${JSON.stringify(headers)};
    const server = http.createServer((req, res) => {
      const body = bodies[req.url];
      const sent = headers[req.url];
      if (sent) res.writeHead(200, [...sent, 'x-request-id', randomUUID()]);
      else res.writeHead(body ? 200 : 404, { 'content-type': 'application/json; charset=utf-8', 'content-length': body ? body.length : 0 });
      res.end(body);
    });
    server.listen(0, '127.0.0.1', () => process.send(server.address().port));`;
  const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  return new Promise((resolve) => child.once('message', (port) => resolve({ url: `http://127.0.0.1:${port}`, child })));
}

/** CPU time (user and system) `child` has used so far, in microseconds, from /proc. */
export function cpuMicros(child: ChildProcess): number {
  const fields = fs.readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1e6) / CLOCK_TICKS_PER_SECOND;
}

export function rssMb(child: ChildProcess): number {
  const status = fs.readFileSync(`/proc/${child.pid}/status`, 'utf8');
  const peak = /VmHWM:\s+(\d+)/.exec(status)?.[1];
  return Math.round(Number(peak) / 1024);
}
