/**
 * Production and scale: the compiled server's Trending feed with its kept answers and without them, on SQLite
 * and PostgreSQL, beside plain node:http answering the same bytes; peak memory under load; the cold start
 * against a bare Fastify; 1,000 connections at once; and two processes against one.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { sql } from 'kysely';
import { LEAN_HEAP_FLAGS, openDatabase } from '../apps/server/test/bench-entry.ts';
import {
  cpuMicros,
  dropPostgres,
  fill,
  freePort,
  load,
  machine,
  median,
  preparePostgres,
  root,
  SERVER_ENTRY,
  rssMb,
  scratch,
  startPlainServer,
  startServer,
  stop,
  today,
  type RunningServer,
  type Sample,
} from './support.ts';

export const PRODUCTION_HEADING = '## Production and scale (issue 10)';

const ITEMS = 100_000;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const PG_DB = 'wiy_bench_production';
const feedLoad = { connections: 100, pipelining: 10, seconds: SECONDS };
const COLD_STARTS = 5;
/**
 * Processes started afresh for each target's peak RSS: one process's peak moves with it (the plain server's from 66
 * to 90 MB between processes under the same load), so the peak is the median over several.
 */
const PEAK_PROCESSES = Math.max(1, Number(process.env.BENCH_PEAK_PROCESSES ?? 3));

const ratio = (a: number, b: number) => (a / b).toFixed(2);

/**
 * Where the aim of 0.34x for the feed with nothing kept comes from: a bare Fastify reading a page's 20 rows
 * from better-sqlite3 and answering them as JSON (every column, by the same index seek as the app), run beside
 * the rest so that its ratio is this machine's too.
 */
async function startBareFastify(sqliteFile: string): Promise<{ url: string; child: ChildProcess }> {
  const script = path.join(scratch, 'bare-fastify-sqlite.mjs');
  fs.writeFileSync(
    script,
    `import Fastify from 'fastify';
import Database from 'better-sqlite3';
const page = new Database(process.env.DB_FILE, { readonly: true }).prepare(
  'SELECT * FROM feed_item WHERE u_approved_date IS NOT NULL AND feed_rank >= ? AND feed_rank < ? ORDER BY feed_rank',
);
const app = Fastify();
app.get('/api/get_feed/:page', async (request) => {
  const first = (Number(request.params.page) - 1) * 20 + 1;
  return { record: page.all(first, first + 20) };
});
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });`,
  );
  const { child, origin } = await spawnAnswering([script], { DB_FILE: sqliteFile }, '/api/get_feed/1');
  return { url: origin, child };
}

/**
 * The framework alone: a bare Fastify (no logger, no hooks) sending each page's bytes as the plain server does
 * (`answers`: path to status-200 headers and body, a fresh request id each time), so that the distance from the
 * plain server to the app splits into what Fastify costs and what the app adds to it.
 */
async function startFastifySameBytes(
  answers: Record<string, { headers: string[]; body: Buffer }>,
  { leanHeap = false } = {},
): Promise<{ url: string; child: ChildProcess }> {
  const file = path.join(scratch, 'same-bytes-answers.json');
  fs.writeFileSync(
    file,
    JSON.stringify(Object.fromEntries(Object.entries(answers).map(([url, { headers, body }]) => [url, { headers, body: body.toString('base64') }]))),
  );
  const script = path.join(scratch, 'bare-fastify-same-bytes.mjs');
  fs.writeFileSync(
    script,
    `import fs from 'node:fs';
import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
const answers = JSON.parse(fs.readFileSync(process.env.ANSWERS, 'utf8'));
for (const answer of Object.values(answers)) answer.body = Buffer.from(answer.body, 'base64');
const app = Fastify();
app.get('/api/get_feed/:page', (request, reply) => {
  const answer = answers[request.url];
  if (!answer) return reply.code(404).send();
  reply.header('x-request-id', randomUUID());
  for (let i = 0; i < answer.headers.length; i += 2) reply.header(answer.headers[i], answer.headers[i + 1]);
  return reply.send(answer.body);
});
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });`,
  );
  // The server's V8 flags, set as it sets them: while the process runs, before the framework loads.
  const heapFlags = path.join(scratch, 'lean-heap.mjs');
  if (leanHeap)
    fs.writeFileSync(heapFlags, `import v8 from 'node:v8';\nfor (const option of ${JSON.stringify(LEAN_HEAP_FLAGS)}) v8.setFlagsFromString(option);\n`);
  const { child, origin } = await spawnAnswering([...(leanHeap ? ['--import', heapFlags] : []), script], { ANSWERS: file }, '/api/get_feed/1');
  return { url: origin, child };
}

/** Spawns node with `args` on a port found free just before, and resolves once `address` there answers 200. */
async function spawnAnswering(args: string[], env: Record<string, string>, address: string): Promise<{ child: ChildProcess; origin: string }> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, args, { cwd: root, env: { ...process.env, ...env, PORT: String(port) }, stdio: 'ignore' });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited with ${child.exitCode}`);
    if (
      await fetch(`${origin}${address}`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { child, origin };
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** Milliseconds from spawning `args` to the first 200 at `address`. */
async function coldStart(args: string[], env: Record<string, string>, address: string): Promise<number> {
  const started = performance.now();
  const { child } = await spawnAnswering(args, env, address);
  const elapsed = performance.now() - started;
  await stop(child);
  return elapsed;
}

/**
 * The compiled server's first start after a build (on the build's code cache: it writes its own as it stops), then
 * `COLD_STARTS` starts on that cache beside as many of a bare Fastify.
 */
async function coldStarts(sqliteDir: string): Promise<{ first: number; server: number; fastify: number }> {
  const hello = path.join(scratch, 'hello-fastify.mjs');
  fs.writeFileSync(
    hello,
    `import Fastify from 'fastify';
const app = Fastify();
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });`,
  );
  const compiledStart = () =>
    coldStart([SERVER_ENTRY], { HOST: '127.0.0.1', DATA_DIR: sqliteDir, DATABASE_URL: '', WEB_DIST: '', SEED_DEMO: 'false', DRAIN_DELAY_MS: '0' }, '/healthz');
  const dist = path.dirname(SERVER_ENTRY);
  for (const name of fs.readdirSync(dist)) if (name.endsWith('.cache') && !name.endsWith('.build.cache')) fs.rmSync(path.join(dist, name));
  const first = await compiledStart();
  const server: number[] = [];
  const fastify: number[] = [];
  for (let i = 0; i < COLD_STARTS; i++) {
    server.push(await compiledStart());
    fastify.push(await coldStart([hello], {}, '/'));
  }
  return { first, server: median(server), fastify: median(fastify) };
}

/** 1,000 connections on the feed for 10 s, with a /healthz probe twice a second from outside the load. */
async function overload(server: RunningServer): Promise<{ sample: Sample; healthWorstMs: number; healthFailures: number; alive: boolean }> {
  let probing = true;
  let healthWorstMs = 0;
  let healthFailures = 0;
  const probe = (async () => {
    while (probing) {
      const started = performance.now();
      const ok = await fetch(`${server.url}/healthz`, { signal: AbortSignal.timeout(5000) }).then(
        (r) => r.ok,
        () => false,
      );
      if (!ok) healthFailures++;
      healthWorstMs = Math.max(healthWorstMs, performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  })();
  const sample = await load(`${server.url}/api/get_feed/1`, { connections: 1000, pipelining: 1, seconds: 10 });
  probing = false;
  await probe;
  const alive = await fetch(`${server.url}/healthz`).then(
    (r) => r.ok,
    () => false,
  );
  return { sample, healthWorstMs: Math.round(healthWorstMs), healthFailures, alive };
}

const BARE = 'bare Fastify, 20 rows from better-sqlite3';
const FASTIFY_SAME_BYTES = 'bare Fastify, the same bytes';
const FASTIFY_SAME_BYTES_LEAN = 'bare Fastify, the same bytes, lean heap';
/** The baseline before decision 105: the same body, with only its type and length for headers. */
const PLAIN_BODY = 'plain node:http, body only';
const KEPT_OWN_SIZING = 'SQLite, kept answers, LEAN_HEAP=false';
/** The kept SQLite server logging at `warn` (no line for an answered request), beside the default `info`. */
const KEPT_WARN = 'SQLite, kept answers, LOG_LEVEL=warn';

/**
 * Headers the plain server does not copy: those Node writes on every answer itself or that belong to the
 * connection, and the request id, which it makes afresh for each answer.
 */
const NOT_COPIED = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'x-request-id']);

/** The server's answer to `url` as the load generator gets it (no Accept-Encoding): its headers in order, but those not copied, and its body. */
function answerAsSent(url: string): Promise<{ headers: string[]; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { Application: 'wiy' } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const headers: string[] = [];
          for (let i = 0; i < response.rawHeaders.length; i += 2) {
            const name = response.rawHeaders[i]!;
            if (!NOT_COPIED.has(name.toLowerCase())) headers.push(name, response.rawHeaders[i + 1]!);
          }
          resolve({ headers, body: Buffer.concat(chunks) });
        });
      })
      .on('error', reject);
  });
}

/** How often the curator of `whileWriting` writes: faster than the content version is polled. */
const WRITE_EVERY_MS = 100;

/**
 * The kept feed's load while a curator writes every `WRITE_EVERY_MS`, each write one the public sees (the first
 * item's title set again): the kept answers are dropped at every poll of the content version, and the readers
 * then waiting all ask for the page again at once. Medians of `RUNS` runs.
 */
async function whileWriting(server: RunningServer, databaseUrl: string | undefined, dataDir: string): Promise<ReturnType<typeof summarise>> {
  const { db } = openDatabase({ databaseUrl, dataDir });
  let writing = Promise.resolve();
  const writer = setInterval(() => {
    writing = writing.then(async () => {
      await sql`UPDATE feed_item SET u_title = u_title WHERE feed_rank = 1`.execute(db);
    });
  }, WRITE_EVERY_MS);
  const runs: Measured[] = [];
  try {
    for (let run = 0; run < RUNS; run++) runs.push(await measureOnce(`${server.url}/api/get_feed/1`, server.child));
  } finally {
    clearInterval(writer);
    await writing;
    await db.destroy();
  }
  return summarise(runs);
}

interface Target {
  name: string;
  url: string;
  server: ChildProcess;
}

/** A run's load and the server's CPU time per answer in it, in microseconds. */
type Measured = Sample & { cpuPerAnswer: number };

/** One run of the feed's load on `url`, with the CPU time `server` spent on each answer. */
async function measureOnce(url: string, server: ChildProcess): Promise<Measured> {
  const cpuBefore = cpuMicros(server);
  const sample = await load(url, feedLoad);
  return { ...sample, cpuPerAnswer: (cpuMicros(server) - cpuBefore) / sample.answers };
}

/** The medians of a target's runs, and its errors over all of them. */
function summarise(runs: Measured[]) {
  return {
    rps: Math.round(median(runs.map((r) => r.rps))),
    p50: median(runs.map((r) => r.p50)),
    p99: median(runs.map((r) => r.p99)),
    cpu: Math.round(median(runs.map((r) => r.cpuPerAnswer))),
    errors: runs.reduce((n, r) => n + r.errors, 0),
  };
}

async function measure(targets: Target[]): Promise<Map<string, Measured[]>> {
  const samples = new Map<string, Measured[]>(targets.map(({ name }) => [name, []]));
  for (const { url } of targets) await load(url, feedLoad); // warm-up: JIT, page cache, pools, kept answers
  for (let run = 1; run <= RUNS; run++) {
    for (const { name, url, server } of run % 2 ? targets : [...targets].reverse()) {
      const sample = await measureOnce(url, server);
      samples.get(name)!.push(sample);
      console.log(
        `run ${run} ${name}: ${Math.round(sample.rps)} req/s, p50 ${sample.p50} ms, p99 ${sample.p99} ms, ${Math.round(sample.cpuPerAnswer)} µs CPU an answer`,
      );
    }
  }
  return samples;
}

/** A target's peak RSS in MB: the median over its processes, and the lowest and highest. */
interface Peak {
  median: number;
  low: number;
  high: number;
}

/**
 * Each target's peak RSS under the feed's load on page 1 (a warm-up and `RUNS` runs, as in the first table), in
 * `PEAK_PROCESSES` processes started afresh one after another, the targets taken in turn in each round so that a slow
 * spell of the machine falls on all of them.
 */
async function peaks(starters: Record<string, () => Promise<{ url: string; child: ChildProcess }>>): Promise<Record<string, Peak>> {
  const seen = new Map<string, number[]>(Object.keys(starters).map((name) => [name, []]));
  for (let round = 1; round <= PEAK_PROCESSES; round++) {
    for (const [name, start] of Object.entries(starters)) {
      const { url, child } = await start();
      try {
        for (let run = 0; run <= RUNS; run++) await load(`${url}/api/get_feed/1`, feedLoad);
        seen.get(name)!.push(rssMb(child));
      } finally {
        await stop(child);
      }
      console.log(`peak ${round} ${name}: ${seen.get(name)!.at(-1)} MB`);
    }
  }
  return Object.fromEntries([...seen].map(([name, mb]) => [name, { median: median(mb), low: Math.min(...mb), high: Math.max(...mb) }]));
}

export async function productionSection(): Promise<string> {
  console.log(`Filling scratch databases with ${ITEMS} approved items…`);
  const sqliteDir = path.join(scratch, 'production-sqlite');
  await fill(undefined, sqliteDir, ITEMS);
  const pgUrl = await preparePostgres(PG_DB);
  if (pgUrl) await fill(pgUrl, scratch, ITEMS);

  const settings: Record<string, Record<string, string>> = {
    'SQLite, kept answers': { DATA_DIR: sqliteDir, DATABASE_URL: '' },
    'SQLite, nothing kept': { DATA_DIR: sqliteDir, DATABASE_URL: '', RESPONSE_CACHE_MB: '0' },
    // The other side of decision 080's trade: the same server on V8's own heap sizing, its speed and its peak.
    [KEPT_OWN_SIZING]: { DATA_DIR: sqliteDir, DATABASE_URL: '', LEAN_HEAP: 'false' },
    // What the log costs: the server as shipped logs every request (decision 232).
    [KEPT_WARN]: { DATA_DIR: sqliteDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
  };
  if (pgUrl) {
    settings['PostgreSQL, kept answers'] = { DATA_DIR: path.join(scratch, 'production-pg'), DATABASE_URL: pgUrl };
    settings['PostgreSQL, nothing kept'] = { DATA_DIR: path.join(scratch, 'production-pg'), DATABASE_URL: pgUrl, RESPONSE_CACHE_MB: '0' };
  }
  const servers: Record<string, RunningServer> = {};
  for (const [name, env] of Object.entries(settings)) servers[name] = await startServer(env);
  const answers: Record<string, { headers: string[]; body: Buffer }> = {};
  for (const page of [1, 4000]) answers[`/api/get_feed/${page}`] = await answerAsSent(`${servers['SQLite, kept answers']!.url}/api/get_feed/${page}`);
  const bodies = Object.fromEntries(Object.entries(answers).map(([url, answer]) => [url, answer.body]));
  const plainHeaders = Object.fromEntries(Object.entries(answers).map(([url, answer]) => [url, answer.headers]));
  const plain = await startPlainServer(bodies, plainHeaders);
  const plainBody = await startPlainServer(bodies);
  const fastifySameBytes = await startFastifySameBytes(answers);
  const fastifySameBytesLean = await startFastifySameBytes(answers, { leanHeap: true });
  const bare = await startBareFastify(path.join(sqliteDir, 'wiy.sqlite'));

  const targets: Target[] = [
    { name: 'plain node:http', url: plain.url, server: plain.child },
    { name: PLAIN_BODY, url: plainBody.url, server: plainBody.child },
    { name: FASTIFY_SAME_BYTES, url: fastifySameBytes.url, server: fastifySameBytes.child },
    { name: FASTIFY_SAME_BYTES_LEAN, url: fastifySameBytesLean.url, server: fastifySameBytesLean.child },
    { name: BARE, url: bare.url, server: bare.child },
    ...Object.entries(servers).map(([name, server]) => ({ name, url: server.url, server: server.child })),
  ].flatMap(({ name, url, server }) => [1, 4000].map((page) => ({ name: `${name}, page ${page}`, url: `${url}/api/get_feed/${page}`, server })));
  const samples = await measure(targets);
  console.log(`Kept answers while a curator writes every ${WRITE_EVERY_MS} ms…`);
  const writing: Record<string, ReturnType<typeof summarise>> = {
    'SQLite, kept answers': await whileWriting(servers['SQLite, kept answers']!, undefined, sqliteDir),
  };
  if (pgUrl) writing['PostgreSQL, kept answers'] = await whileWriting(servers['PostgreSQL, kept answers']!, pgUrl, scratch);
  const rss = Object.fromEntries([
    ['plain node:http', rssMb(plain.child)],
    [PLAIN_BODY, rssMb(plainBody.child)],
    [FASTIFY_SAME_BYTES, rssMb(fastifySameBytes.child)],
    [FASTIFY_SAME_BYTES_LEAN, rssMb(fastifySameBytesLean.child)],
    [BARE, rssMb(bare.child)],
    ...Object.entries(servers).map(([name, server]) => [name, rssMb(server.child)]),
  ]) as Record<string, number>;
  for (const server of [plain, plainBody, fastifySameBytes, fastifySameBytesLean, bare, ...Object.values(servers)]) await stop(server.child);

  const summary = new Map([...samples].map(([name, runs]) => [name, summarise(runs)]));
  const plainOne = summary.get('plain node:http, page 1')!;
  const writingRows = Object.entries(writing).map(([name, w]) => {
    const calm = summary.get(`${name}, page 1`)!;
    return `| ${name} | ${w.rps} (**${ratio(w.rps, calm.rps)}x**) | ${w.p99} (${calm.p99}) | ${w.cpu} (${calm.cpu}) | ${w.errors} |`;
  });
  const ratios = [PLAIN_BODY, FASTIFY_SAME_BYTES, FASTIFY_SAME_BYTES_LEAN, BARE, ...Object.keys(servers)].map((name) => {
    const one = summary.get(`${name}, page 1`)!;
    const deep = summary.get(`${name}, page 4000`)!;
    return `| ${name} | **${ratio(one.rps, plainOne.rps)}x** | ${ratio(plainOne.cpu, one.cpu)}x | ${ratio(deep.p99, one.p99)}x | ${rss[name]} MB (${ratio(rss[name]!, rss['plain node:http']!)}x) |`;
  });

  console.log(`Peak memory, ${PEAK_PROCESSES} processes a target…`);
  const peak = await peaks({
    'plain node:http': () => startPlainServer(bodies, plainHeaders),
    ...Object.fromEntries(Object.entries(settings).map(([name, env]) => [name, () => startServer(env)])),
  });
  const plainPeak = peak['plain node:http']!.median;
  const peakRows = Object.entries(peak).map(
    ([name, { median: mb, low, high }]) => `| ${name} | ${mb} (${low} to ${high}) | ${name === 'plain node:http' ? '' : `**${ratio(mb, plainPeak)}x**`} |`,
  );

  console.log('Cold starts…');
  const starts = await coldStarts(sqliteDir);

  console.log('1,000 connections, one process and then two…');
  const crowds: Record<string, Awaited<ReturnType<typeof overload>>> = {};
  for (const workers of ['1', '2']) {
    const server = await startServer({ DATA_DIR: sqliteDir, DATABASE_URL: '', WEB_CONCURRENCY: workers });
    crowds[workers] = await overload(server);
    await stop(server.child);
  }
  const crowdRows = Object.entries(crowds).map(([workers, crowd]) => {
    const statuses = Object.entries(crowd.sample.statuses)
      .map(([code, count]) => `${count.toLocaleString('en')} × ${code}`)
      .join(', ');
    return `| ${workers} | ${Math.round(crowd.sample.rps)} | ${crowd.sample.p50} | **${crowd.sample.p99}** | ${statuses || 'none'} | **${crowd.sample.timeouts}** | ${crowd.healthWorstMs} | ${crowd.healthFailures} | ${crowd.alive ? 'yes' : '**no**'} |`;
  });
  const concurrency: Record<string, number> = {};
  for (const workers of ['1', '2']) {
    const server = await startServer({ DATA_DIR: sqliteDir, DATABASE_URL: '', WEB_CONCURRENCY: workers });
    await load(`${server.url}/api/get_feed/1`, feedLoad);
    const list: number[] = [];
    for (let run = 0; run < RUNS; run++) list.push((await load(`${server.url}/api/get_feed/1`, feedLoad)).rps);
    concurrency[workers] = Math.round(median(list));
    await stop(server.child);
  }
  if (pgUrl) await dropPostgres(PG_DB);

  return `${PRODUCTION_HEADING}

Produced by \`npm run bench\` (\`BENCH_ONLY=production\`; ${today()}, ${RUNS} runs of ${SECONDS} s per target after a warm-up, medians;
autocannon on loopback, 100 connections, pipelining 10, no \`Accept-Encoding\`; ${ITEMS.toLocaleString('en')} approved items; the
compiled server as \`npm start\` runs it, with its default settings: logging at \`info\`, a line for every request, to
/dev/null, but in the row named \`LOG_LEVEL=warn\`). Machine: ${machine()}.

| target | req/s | p50 ms | p99 ms | server CPU µs an answer | errors |
|---|---:|---:|---:|---:|---:|
${[...summary].map(([name, s]) => `| ${name} | ${s.rps} | ${s.p50} | ${s.p99} | ${s.cpu} | ${s.errors} |`).join('\n')}

\`plain node:http\` answers the same bytes as the server: its status, every header it sends (a fresh request id each
time) and its body; \`plain node:http, body only\` sends the body with only its type and length, the baseline before
decision 105. The load generator shares the machine's cores with the server it loads, so a server's req/s also depends on how
much CPU the load generator takes, and so on how many headers it reads; the server's own CPU time per answer (from /proc, over the same runs) does not.
The second column below is the plain server's CPU time per answer over this one's: the ratio of the rates the two
would reach if each were limited by its own CPU alone. \`${FASTIFY_SAME_BYTES}\` is the framework alone (no logger, no
hooks) sending what the plain server sends: the kept feed's distance from the plain server is the framework's part up to
it and the app's after it. \`${FASTIFY_SAME_BYTES_LEAN}\` is the same with the server's V8 flags (decision 080), which keep
its peak memory within issue 10's 1.5x: what the framework alone reaches under the heap the server runs with. The bare Fastify reading the page's 20 rows (every column,
answered as Fastify's JSON, nothing kept) is where issue 10's 0.34x for the SQLite feed with nothing kept comes from,
measured here beside the rest. \`${KEPT_OWN_SIZING}\` is the kept SQLite server on V8's own heap sizing: the speed
the lean heap gives up for the peak memory it saves, both measured here. \`${KEPT_WARN}\` is the kept SQLite server
writing no line for an answered request: what the default log costs (decision 232).

| server | page 1 req/s against plain node:http (aim ≥ 0.85 kept at the default \`info\`, ≥ 0.9 kept at \`warn\`, ≥ 0.34 SQLite nothing kept) | page 1 CPU per answer, plain's over this one's | page 4000 p99 / page 1 p99 (aim ≤ 1.25) | peak RSS of the one process of these runs, page 4000 and (kept answers) the writes below included (plain's ${rss['plain node:http']} MB) |
|---|---:|---:|---:|---:|
${ratios.join('\n')}

Peak RSS under the feed's load, the aim's figure: each target started afresh ${PEAK_PROCESSES} times, each process loaded on
page 1 alone (a warm-up and ${RUNS} runs of ${SECONDS} s, the load above), the targets in turn; the median peak, with the
lowest and highest, since one process's peak moves with it more than the aim's margin.

| server | peak RSS MB, median (lowest to highest) | against plain node:http's median (aim ≤ 1.5) |
|---|---:|---:|
${peakRows.join('\n')}

The kept feed while a curator writes every ${WRITE_EVERY_MS} ms (a write the public sees, so every process drops its kept
answers at each poll of the content version); in brackets, the same server with no writes, from the first table:

| server | req/s (against no writes) | p99 ms | server CPU µs an answer | errors |
|---|---:|---:|---:|---:|
${writingRows.join('\n')}

Cold start to the first answer (median of ${COLD_STARTS}): compiled server ${Math.round(starts.server)} ms, bare Fastify hello-world
${Math.round(starts.fastify)} ms: **${ratio(starts.server, starts.fastify)}x** (aim ≤ 2). The first start after a build, on the build's code cache
before the start writes its own: ${Math.round(starts.first)} ms, ${ratio(starts.first, starts.fastify)}x.

1,000 connections opened at once on \`GET /api/get_feed/1\` for 10 s (SQLite, a server just started, one process and then
two; p99 over every answer, aim < 1000 ms for the answered ones; \`/healthz\` probed twice a second from outside the load;
a request with no answer within autocannon's 10 s counts as timed out):

| processes | req/s | p50 ms | p99 ms | answers | timed out | /healthz slowest ms | /healthz failed | answers afterwards |
|---|---:|---:|---:|---|---:|---:|---:|---|
${crowdRows.join('\n')}

\`WEB_CONCURRENCY=2\` against 1 on this machine (SQLite, kept answers; the load generator shares the cores):
${concurrency['2']} against ${concurrency['1']} req/s, **${ratio(concurrency['2']!, concurrency['1']!)}x**.
`;
}
