import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { Agent, fetch, type Dispatcher, type RequestInit, type Response } from 'undici';
import { startObjectStore, type ObjectStore } from './object-store.ts';

const repoRoot = path.resolve(import.meta.dirname, '..');
const serverEntry = path.join(repoRoot, 'apps/server/dist/server.js');
const haproxyConfig = path.join(repoRoot, 'deploy/haproxy.cfg');

/** The balancer's own address: it listens there and connects to the machines from it, the one address they trust. */
const BALANCER_ADDRESS = '127.0.0.10';
/** Machine n (from 1) has its own loopback address, as separate machines would. */
const machineAddress = (n: number) => `127.0.0.${10 + n}`;
/** Readers are told apart by the address they connect from. */
export const readerAddress = (n: number) => `127.0.0.${20 + n}`;

/** How long a machine told to stop keeps serving while the balancer's checks (every 500 ms, 2 to fail) notice. */
const DRAIN_DELAY_MS = 1500;

/**
 * The settings an app machine of the fleet runs with, the same names compose.yaml gives its app machines
 * (a test compares the two). Values are for this machine, on loopback.
 */
export function machineSettings(fleet: { databaseUrl: string; store: ObjectStore }, dataDir: string, publicUrl: string): Record<string, string> {
  return {
    DATABASE_URL: fleet.databaseUrl,
    DATABASE_POOL_MAX: '10',
    MEDIA_STORE: `s3://${fleet.store.bucket}`,
    S3_ENDPOINT: fleet.store.endpoint,
    AWS_ACCESS_KEY_ID: fleet.store.accessKeyId,
    AWS_SECRET_ACCESS_KEY: fleet.store.secretAccessKey,
    AWS_REGION: 'us-east-1',
    TRUST_PROXY: BALANCER_ADDRESS,
    PUBLIC_URL: publicUrl,
    DRAIN_DELAY_MS: String(DRAIN_DELAY_MS),
    SHUTDOWN_TIMEOUT_MS: '10000',
    SEED_DEMO: 'true',
    JOBS: 'on',
    DATA_DIR: dataDir,
  };
}

/** The names HAProxy's configuration reads from its environment (compose.yaml gives it the same). */
export function balancerSettings(listen: string, stats: string, machines: string[]): Record<string, string> {
  return {
    WIY_LISTEN: listen,
    WIY_STATS: stats,
    WIY_BALANCER_SOURCE: BALANCER_ADDRESS,
    WIY_APP1: machines[0]!,
    WIY_APP2: machines[1]!,
    WIY_APP3: machines[2]!,
  };
}

async function freePort(host: string): Promise<number> {
  const server = net.createServer().listen(0, host);
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A PostgreSQL database made for one fleet, dropped when it stops. */
async function createDatabase(adminUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `wiy_fleet_${randomBytes(4).toString('hex')}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(statement).finally(() => client.end());
  };
  await run(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`DROP DATABASE ${name} WITH (FORCE)`) };
}

/** One app machine: its own process group, data folder, address and log. */
class Machine {
  child: ChildProcess | undefined;
  private log = '';

  constructor(
    readonly n: number,
    readonly port: number,
    readonly dataDir: string,
    private readonly env: Record<string, string>,
  ) {}

  get address(): string {
    return `${machineAddress(this.n)}:${this.port}`;
  }

  get url(): string {
    return `http://${this.address}`;
  }

  get running(): boolean {
    return this.child !== undefined && this.child.exitCode === null && this.child.signalCode === null;
  }

  /** Starts the compiled server, as `npm start` runs it, and waits until it is ready. */
  async start(): Promise<void> {
    this.log = '';
    const child = spawn(process.execPath, [serverEntry], {
      cwd: repoRoot,
      detached: true,
      env: {
        ...process.env,
        ...this.env,
        HOST: machineAddress(this.n),
        PORT: String(this.port),
        LOG_LEVEL: 'warn',
        SMS_TRANSPORT: `outbox:${path.join(this.dataDir, 'sms.jsonl')}`,
        // Two cores run three machines, the balancer and the load: a busy machine is not an overloaded server.
        MAX_EVENT_LOOP_DELAY_MS: '0',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.on('data', (chunk) => (this.log += chunk));
    child.stderr!.on('data', (chunk) => (this.log += chunk));
    this.child = child;
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      if (!this.running) throw new Error(`machine ${this.n} exited with ${child.exitCode ?? child.signalCode}:\n${this.log}`);
      const ready = await fetch(`${this.url}/readyz`).then(
        (r) => r.ok,
        () => false,
      );
      if (ready) return;
      await sleep(100);
    }
    throw new Error(`machine ${this.n} was not ready within 60 s:\n${this.log}`);
  }

  /** SIGTERM, as an orchestrator stops a machine, and the wait for its exit code. */
  async stop(): Promise<number | null> {
    const child = this.child;
    if (!child || !this.running) return child?.exitCode ?? null;
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    process.kill(-child.pid!, 'SIGTERM');
    return exited;
  }

  /** SIGKILL to the machine's whole process group: no drain, nothing flushed. */
  async kill(): Promise<void> {
    const child = this.child;
    if (!child || !this.running) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    process.kill(-child.pid!, 'SIGKILL');
    await exited;
  }

  output(): string {
    return this.log;
  }
}

export interface Fleet {
  /** The balancer's address, where readers go. */
  url: string;
  machines: Machine[];
  databaseUrl: string;
  store: ObjectStore;
  /** A query on the fleet's database. */
  query<T extends pg.QueryResultRow>(text: string, values?: unknown[]): Promise<T[]>;
  /** What the balancer had to do again so far, over all machines: connections refused or cut, retries, redispatches. */
  redone(): Promise<number>;
  /** Waits until the balancer sends requests to exactly the running machines (its checks have seen them). */
  settled(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Three app machines on one PostgreSQL database and one S3-speaking store, behind a real HAProxy run with
 * deploy/haproxy.cfg. `running` machines are started at once (all together, as a fleet comes up on an empty
 * database); the rest can be started later.
 */
export async function startFleet({
  adminDatabaseUrl,
  running = 3,
  settings = {},
}: {
  adminDatabaseUrl: string;
  running?: number;
  /** Settings for every machine beyond the fleet's own. */
  settings?: Record<string, string>;
}): Promise<Fleet> {
  const database = await createDatabase(adminDatabaseUrl);
  const store = await startObjectStore();
  const pool = new pg.Pool({ connectionString: database.url, max: 2 });
  const balancerPort = await freePort(BALANCER_ADDRESS);
  const statsPort = await freePort(BALANCER_ADDRESS);
  const url = `http://${BALANCER_ADDRESS}:${balancerPort}`;
  const machines: Machine[] = [];
  for (const n of [1, 2, 3]) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `wiy-fleet-${n}-`));
    machines.push(
      new Machine(n, await freePort(machineAddress(n)), dataDir, { ...machineSettings({ databaseUrl: database.url, store }, dataDir, url), ...settings }),
    );
  }
  const haproxy = spawn('haproxy', ['-db', '-f', haproxyConfig], {
    env: {
      ...process.env,
      ...balancerSettings(
        `${BALANCER_ADDRESS}:${balancerPort}`,
        `${BALANCER_ADDRESS}:${statsPort}`,
        machines.map((m) => m.address),
      ),
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let haproxyLog = '';
  haproxy.stderr!.on('data', (chunk) => (haproxyLog += chunk));

  const fleet: Fleet = {
    url,
    machines,
    databaseUrl: database.url,
    store,
    async query(text, values) {
      return (await pool.query(text, values)).rows;
    },
    async redone() {
      const csv = await (await fetch(`http://${BALANCER_ADDRESS}:${statsPort}/stats;csv`)).text();
      const [header, ...rows] = csv.replace(/^# /, '').trim().split('\n');
      const columns = header!.split(',');
      const column = (name: string) => columns.indexOf(name);
      return rows
        .map((row) => row.split(','))
        .filter((cells) => cells[0] === 'apps' && cells[1] !== 'BACKEND')
        .reduce((sum, cells) => sum + ['econ', 'eresp', 'wretr', 'wredis'].reduce((n, name) => n + Number(cells[column(name)] || 0), 0), 0);
    },
    async settled() {
      // Each running machine answers through the balancer, and the stopped ones have had two checks to fail.
      await sleep(1_200);
      const expected = new Set(machines.filter((m) => m.running).map((m) => m.n));
      const deadline = Date.now() + 10_000;
      const seen = new Set<number>();
      while (Date.now() < deadline && seen.size < expected.size) {
        const answer = await fetch(`${url}/livez`).catch(() => undefined);
        const machine = Number(answer?.headers.get('x-served-by')?.replace('app', '') ?? 0);
        if (machine) seen.add(machine);
      }
      if (seen.size < expected.size) throw new Error(`the balancer reached machines ${[...seen]} of ${[...expected]}:\n${haproxyLog}`);
    },
    async stop() {
      await Promise.all(machines.map((m) => m.stop()));
      haproxy.kill('SIGTERM');
      await pool.end();
      await store.stop();
      await database.drop();
      for (const m of machines) fs.rmSync(m.dataDir, { recursive: true, force: true });
    },
  };
  try {
    await Promise.all(machines.slice(0, running).map((m) => m.start()));
    if (haproxy.exitCode !== null) throw new Error(`HAProxy exited:\n${haproxyLog}`);
    await fleet.settled();
  } catch (error) {
    await fleet.stop().catch(() => undefined);
    throw error;
  }
  return fleet;
}

/** Whether this machine has what the fleet needs: HAProxy, and a PostgreSQL to make databases in. */
export function fleetMissing(): string | undefined {
  if (!process.env.TEST_DATABASE_URL) return 'TEST_DATABASE_URL is not set (the fleet runs on PostgreSQL)';
  if (spawnSync('haproxy', ['-v']).error) return 'haproxy is not installed (apt-get install -y haproxy)';
  return undefined;
}

const readers = new Map<string, Dispatcher>();

/** A client connecting from its own loopback address, as a reader on a machine of its own. */
export function reader(address: string) {
  let dispatcher = readers.get(address);
  if (!dispatcher) {
    dispatcher = new Agent({ localAddress: address, keepAliveTimeout: 1_000 });
    readers.set(address, dispatcher);
  }
  const agent = dispatcher;
  return (url: string, init: RequestInit = {}): Promise<Response> =>
    fetch(url, { ...init, dispatcher: agent, headers: { application: 'wiy', ...(init.headers as Record<string, string>) } });
}

export async function closeReaders(): Promise<void> {
  await Promise.all([...readers.values()].map((d) => d.close()));
  readers.clear();
}
