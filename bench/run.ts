/**
 * `npm run bench`: the Trending feed's speed and the home route's JavaScript weight, each against the
 * baseline issue 2 names, measured side by side in one run. Figures go to docs/benchmarks.md.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Result } from 'autocannon';
import pg from 'pg';
import { build } from 'vite';
import { migrateToLatest, openDatabase } from '../apps/server/src/db/database.ts';
import { FeedRepository } from '../apps/server/src/modules/feed/feed.repository.ts';

const root = path.resolve(import.meta.dirname, '..');
const scratch = path.join(root, '.bench');
const ITEMS = 100_000;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const PG_ADMIN_URL = process.env.BENCH_PG_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const PG_BENCH_DB = 'wiy_bench';

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function fill(databaseUrl: string | undefined, dataDir: string): Promise<void> {
  const handle = openDatabase({ databaseUrl, dataDir });
  await migrateToLatest(handle.db);

  const start = Date.UTC(2026, 0, 1);
  const vendors = ['Twitter', 'Youtube', 'Facebook', 'Instagram', 'Threads', 'Reddit', 'Linkedin'];
  const batch: Parameters<FeedRepository['insertMany']>[0] = [];
  for (let i = 0; i < ITEMS; i++) {
    const updated = new Date(start + i * 60_000).toISOString();
    batch.push({
      uni_id: `b${String(i).padStart(7, '0')}`,
      u_title: `Benchmark item ${i}: a title of a realistic length for a curated post`,
      u_image: `demo/feed-${(i % 24) + 1}.svg`,
      u_approved_date: updated,
      unpublished_date: null,
      created: updated,
      updated,
      social_vendor: vendors[i % vendors.length]!,
      u_url: `https://twitter.com/someone/status/${1_000_000_000 + i}`,
      u_url_2: i % 3 === 0 ? `https://youtu.be/${String(i).padStart(11, 'x')}` : null,
      u_url_3: null,
      u_url_4: null,
      u_url_5: null,
      u_show_description: i % 2 ? 'true' : 'false',
      u_description: '<p>A description of a couple of sentences, as curators write them for each item.</p>',
      u_highlight_description: '<p>A highlight.</p>',
      category_id: null,
      sub_category_id: null,
      hot_topic_id: null,
      feed_rank: null,
    });
  }
  await handle.db.transaction().execute(async (trx) => {
    const inTrx = new FeedRepository(trx);
    await inTrx.insertMany(batch);
    await inTrx.renumberTrending();
  });
  await handle.db.destroy();
}

async function preparePostgres(): Promise<string | undefined> {
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  try {
    await admin.connect();
  } catch {
    console.warn(`PostgreSQL not reachable at ${PG_ADMIN_URL}: PostgreSQL figures are skipped.`);
    return undefined;
  }
  await admin.query(`DROP DATABASE IF EXISTS ${PG_BENCH_DB}`);
  await admin.query(`CREATE DATABASE ${PG_BENCH_DB}`);
  await admin.end();
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${PG_BENCH_DB}`;
  return url.toString();
}

async function startServer(env: Record<string, string>): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', SEED_DEMO: 'false', WEB_DIST: '', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) return { url, child };
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not start');
}

/** The baseline: node:http answering the same bytes from memory, in its own process like the server. */
function startPlainServer(bodies: Record<string, Buffer>): Promise<{ url: string; child: ChildProcess }> {
  const script = `
    const http = require('node:http');
    const bodies = Object.fromEntries(Object.entries(${JSON.stringify(Object.fromEntries(Object.entries(bodies).map(([k, v]) => [k, v.toString('base64')])))}).map(([k, v]) => [k, Buffer.from(v, 'base64')]));
    const server = http.createServer((req, res) => {
      const body = bodies[req.url];
      res.writeHead(body ? 200 : 404, { 'content-type': 'application/json; charset=utf-8', 'content-length': body ? body.length : 0 });
      res.end(body);
    });
    server.listen(0, '127.0.0.1', () => process.send(server.address().port));`;
  const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  return new Promise((resolve) => child.once('message', (port) => resolve({ url: `http://127.0.0.1:${port}`, child })));
}

interface Sample {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

/** One autocannon run in a process of its own, so the load generator never shares this process's heap. */
async function load(url: string): Promise<Sample> {
  const cli = path.join(root, 'node_modules/autocannon/autocannon.js');
  const args = [cli, '--json', '-c', '100', '-p', '10', '-d', String(SECONDS), '-H', 'Application: wiy', url];
  const output = await new Promise<string>((resolve, reject) => {
    let out = '';
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'ignore'] });
    child.stdout.on('data', (chunk) => (out += chunk));
    child.on('error', reject);
    child.on('exit', () => resolve(out));
  });
  const result = JSON.parse(output.trim().split('\n').at(-1)!) as Result;
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

function rssMb(child: ChildProcess): number {
  const status = fs.readFileSync(`/proc/${child.pid}/status`, 'utf8');
  const peak = /VmHWM:\s+(\d+)/.exec(status)?.[1];
  return Math.round(Number(peak) / 1024);
}

async function gzipSizes(dist: string, html = 'index.html'): Promise<{ raw: number; gzip: number; files: string[] }> {
  const index = fs.readFileSync(path.join(dist, html), 'utf8');
  const files = [...index.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
  let raw = 0;
  let gzip = 0;
  for (const file of new Set(files)) {
    const bytes = fs.readFileSync(path.join(dist, file));
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
  }
  return { raw, gzip, files: [...new Set(files)] };
}

async function bundles() {
  const web = path.join(root, 'apps/web');
  const appDist = path.join(scratch, 'web-dist');
  await build({ root: web, logLevel: 'warn', build: { outDir: appDist, emptyOutDir: true } });
  // The baseline: React and ReactDOM alone, rendering one element, built with the same config file.
  const baseRoot = path.join(web, '.bench-react');
  fs.mkdirSync(baseRoot, { recursive: true });
  fs.writeFileSync(path.join(baseRoot, 'index.html'), '<!doctype html><div id="root"></div><script type="module" src="./main.tsx"></script>');
  fs.writeFileSync(
    path.join(baseRoot, 'main.tsx'),
    "import { StrictMode } from 'react';\nimport { createRoot } from 'react-dom/client';\ncreateRoot(document.getElementById('root')!).render(<StrictMode><p>React</p></StrictMode>);\n",
  );
  const baseDist = path.join(scratch, 'react-dist');
  try {
    await build({ root: baseRoot, configFile: path.join(web, 'vite.config.ts'), logLevel: 'warn', build: { outDir: baseDist, emptyOutDir: true } });
  } finally {
    fs.rmSync(baseRoot, { recursive: true, force: true });
  }
  return { app: await gzipSizes(appDist), react: await gzipSizes(baseDist) };
}

async function main() {
  fs.rmSync(scratch, { recursive: true, force: true });
  fs.mkdirSync(scratch, { recursive: true });
  console.log(`Filling scratch databases with ${ITEMS} approved items…`);
  const sqliteDir = path.join(scratch, 'sqlite');
  await fill(undefined, sqliteDir);
  const pgUrl = await preparePostgres();
  if (pgUrl) await fill(pgUrl, scratch);

  const servers: Record<string, { url: string; child: ChildProcess }> = {
    sqlite: await startServer({ DATA_DIR: sqliteDir, DATABASE_URL: '' }),
  };
  if (pgUrl) servers.postgres = await startServer({ DATA_DIR: path.join(scratch, 'pg-data'), DATABASE_URL: pgUrl });

  const bodies: Record<string, Buffer> = {};
  for (const page of [1, 4000]) {
    const response = await fetch(`${servers.sqlite!.url}/api/get_feed/${page}`, { headers: { Application: 'wiy' } });
    bodies[`/api/get_feed/${page}`] = Buffer.from(await response.arrayBuffer());
  }
  const plain = await startPlainServer(bodies);

  const targets: [string, string][] = [
    ['plain node:http, page 1', `${plain.url}/api/get_feed/1`],
    ['plain node:http, page 4000', `${plain.url}/api/get_feed/4000`],
    ['server on SQLite, page 1', `${servers.sqlite!.url}/api/get_feed/1`],
    ['server on SQLite, page 4000', `${servers.sqlite!.url}/api/get_feed/4000`],
  ];
  if (servers.postgres) {
    targets.push(['server on PostgreSQL, page 1', `${servers.postgres.url}/api/get_feed/1`]);
    targets.push(['server on PostgreSQL, page 4000', `${servers.postgres.url}/api/get_feed/4000`]);
  }
  const samples = new Map<string, Sample[]>(targets.map(([name]) => [name, []]));
  for (const [, url] of targets) await load(url); // warm-up: JIT, page cache, connection pools
  for (let run = 1; run <= RUNS; run++) {
    // Every other run goes backwards, so no target always follows the same one.
    for (const [name, url] of run % 2 ? targets : [...targets].reverse()) {
      const sample = await load(url);
      samples.get(name)!.push(sample);
      console.log(`run ${run} ${name}: ${Math.round(sample.rps)} req/s, p50 ${sample.p50} ms, p99 ${sample.p99} ms`);
    }
  }
  const rss = { sqlite: rssMb(servers.sqlite!.child), postgres: servers.postgres ? rssMb(servers.postgres.child) : undefined, plain: rssMb(plain.child) };
  for (const server of [plain, ...Object.values(servers)]) server.child.kill();

  const summary = targets.map(([name]) => {
    const list = samples.get(name)!;
    return {
      name,
      rps: Math.round(median(list.map((s) => s.rps))),
      p50: median(list.map((s) => s.p50)),
      p99: median(list.map((s) => s.p99)),
      errors: list.reduce((n, s) => n + s.errors, 0),
    };
  });
  const by = (name: string) => summary.find((s) => s.name === name);
  const plainRps = by('plain node:http, page 1')!.rps;
  const ratios: string[] = [];
  for (const engine of ['SQLite', 'PostgreSQL']) {
    const one = by(`server on ${engine}, page 1`);
    const deep = by(`server on ${engine}, page 4000`);
    if (!one || !deep) continue;
    ratios.push(`- ${engine}: page 1 at **${(one.rps / plainRps).toFixed(2)}x** the plain server's req/s (aim ≥ 0.5); page 4000's p99 at **${(deep.p99 / one.p99).toFixed(2)}x** page 1's (aim ≤ 1.25).`);
  }

  console.log('Building the web app and the React-only baseline…');
  const sizes = await bundles();
  const bundleRatio = sizes.app.gzip / sizes.react.gzip;

  const table = [
    '| target | req/s (median) | p50 ms | p99 ms | errors |',
    '|---|---:|---:|---:|---:|',
    ...summary.map((s) => `| ${s.name} | ${s.rps} | ${s.p50} | ${s.p99} | ${s.errors} |`),
  ].join('\n');
  const report = `# Benchmarks

Produced by \`npm run bench\` (${new Date().toISOString().slice(0, 10)}, ${RUNS} runs of ${SECONDS} s per target after a warm-up,
medians; autocannon on loopback, 100 connections, pipelining 10; ${ITEMS.toLocaleString('en')} approved items; the servers
log at \`warn\`). Machine: ${process.platform} ${process.arch}, Node ${process.version}, ${(await import('node:os')).cpus().length} cores.

## Trending feed, \`GET /api/get_feed/{page}\`

${table}

${ratios.join('\n')}

Peak RSS: server on SQLite ${rss.sqlite} MB${rss.postgres ? `, server on PostgreSQL ${rss.postgres} MB` : ''}, plain server ${rss.plain} MB.

## Home route JavaScript (gzip -9, every script index.html loads)

| bundle | raw bytes | gzip bytes |
|---|---:|---:|
| the app's home route | ${sizes.app.raw} | ${sizes.app.gzip} |
| React + ReactDOM alone | ${sizes.react.raw} | ${sizes.react.gzip} |

Ratio: **${bundleRatio.toFixed(2)}x** React and ReactDOM alone (aim ≤ 1.2).
`;
  fs.mkdirSync(path.join(root, 'docs'), { recursive: true });
  fs.writeFileSync(path.join(root, 'docs/benchmarks.md'), report);
  console.log(`\n${report}`);
  if (pgUrl) {
    const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${PG_BENCH_DB}`);
    await admin.end();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
