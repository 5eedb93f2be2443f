/**
 * The abuse and bad-input part of `npm run bench`, each probe against the real server started as
 * a child process: malformed requests over every route, a write flood from one address, a login flood beside
 * the feed, and the password-reset answers for a registered and an unknown number. `abuseSection` answers the
 * section run.ts writes into docs/benchmarks.md.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { sql } from 'kysely';
import {
  commandServices,
  loadConfig,
  openDatabase,
  operationsOf,
  PUSH_SUBSCRIPTIONS_PER_ADDRESS,
  runAdminCommand,
  SESSION_TIMES_PER_ADDRESS,
  type CommandServices,
  type OpenApiDocument,
} from '../apps/server/test/bench-entry.ts';
import type { FloodCounts, FloodPlan } from './flood.ts';
import { probe, type ProbeTally } from './malformed.ts';
import { dropPostgres, fill, load, machine, median, preparePostgres, root, scratch, startServer, stop, today, type RunningServer } from './support.ts';

export const ABUSE_HEADING = '## Abuse and bad input (issue 15)';

const MALFORMED_REQUESTS = Number(process.env.BENCH_MALFORMED_REQUESTS ?? 50_000);
const MALFORMED_SEED = Number(process.env.BENCH_SEED ?? 15);
const FLOOD_SECONDS = Number(process.env.BENCH_FLOOD_SECONDS ?? 60);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const RESET_TRIES = Number(process.env.BENCH_RESET_TRIES ?? 20);
const FEED_ITEMS = 100_000;
const PG_DB = 'wiy_bench_abuse';
const LOGIN_RATE = 200;
/** Enough for the open loop to keep its pace while each unknown login waits as long as a hash takes. */
const OPEN_LOOP_IN_FLIGHT = 256;
const CONCURRENCY = 16;
/** Limits out of the way, so that hostile input reaches the handlers instead of a 429. */
const LIMITS_RAISED = { PER_ADDRESS_LIMIT_FACTOR: '100000', OTP_MAX_PER_IP_HOUR: '10000000', SMS_PER_HOUR: '10000000' };
const ADMIN = { mobile: '9000000001', password: 'Bench$Admin-Pass9' };
const STRONG_PASSWORD = 'Tiger$Lamp-Rain7';

interface Engine {
  name: 'SQLite' | 'PostgreSQL';
  databaseUrl: string | undefined;
  dataDir: string;
}

const dir = path.join(scratch, 'abuse');
const outbox = path.join(dir, 'sms.jsonl');

/** A fresh database per probe, so that no probe reads another's rows or counters. */
async function freshEngines(probeName: string, items: number, withPostgres = true): Promise<Engine[]> {
  const sqliteDir = path.join(dir, `${probeName}-sqlite`);
  fs.rmSync(sqliteDir, { recursive: true, force: true });
  await fill(undefined, sqliteDir, items);
  const engines: Engine[] = [{ name: 'SQLite', databaseUrl: undefined, dataDir: sqliteDir }];
  const pgUrl = withPostgres ? await preparePostgres(PG_DB) : undefined;
  if (pgUrl) {
    await fill(pgUrl, path.join(dir, `${probeName}-pg`), items);
    engines.push({ name: 'PostgreSQL', databaseUrl: pgUrl, dataDir: path.join(dir, `${probeName}-pg`) });
  }
  return engines;
}

function serve(engine: Engine, env: Record<string, string> = {}, captureLog = false): Promise<RunningServer> {
  return startServer(
    {
      DATA_DIR: engine.dataDir,
      DATABASE_URL: engine.databaseUrl ?? '',
      SMS_TRANSPORT: `outbox:${outbox}`,
      // No lookup of a pasted link may leave this machine, whatever the probe sends.
      OEMBED_ENDPOINTS: 'none',
      METADATA_TIMEOUT_MS: '1000',
      // The probes count the warnings and errors logged; a line for each request of a flood would be read and
      // parsed here, on the cores the probes measure.
      LOG_LEVEL: 'warn',
      ...env,
    },
    { captureLog },
  );
}

async function withDatabase<T>(engine: Engine, work: (db: ReturnType<typeof openDatabase>['db']) => Promise<T>): Promise<T> {
  const handle = openDatabase({ databaseUrl: engine.databaseUrl, dataDir: engine.dataDir, poolSize: 1 });
  try {
    return await work(handle.db);
  } finally {
    await handle.db.destroy();
  }
}

/** The engine's database with the services `npm run admin` works with. */
async function withCommands<T>(engine: Engine, work: (services: CommandServices) => Promise<T>): Promise<T> {
  const services = await commandServices(loadConfig({ DATA_DIR: engine.dataDir, DATABASE_URL: engine.databaseUrl }));
  try {
    return await work(services);
  } finally {
    await services.close();
  }
}

async function post(url: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(url, { method: 'POST', headers: { application: 'wiy', 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
}

const count = (n: number) => n.toLocaleString('en');

/* 1. Malformed requests */

interface MalformedResult {
  engine: string;
  tally: ProbeTally;
  operations: number;
  serverErrorLogs: number;
  errorLogSamples: string[];
  aliveAfter: boolean;
  adminSessionAfter: string;
}

async function malformed(engine: Engine): Promise<MalformedResult> {
  await withCommands(engine, (services) => runAdminCommand(['create', '--mobile', ADMIN.mobile, '--password', ADMIN.password], services));
  const server = await serve(engine, LIMITS_RAISED, true);
  try {
    const document = (await (await fetch(`${server.url}/api/openapi.json`, { headers: { application: 'wiy' } })).json()) as OpenApiDocument;
    const operations = operationsOf(document);
    const login = (await (await post(`${server.url}/authenticate`, { username: ADMIN.mobile, password: ADMIN.password, application: 'wiy' })).json()) as {
      token?: string;
    };
    if (!login.token) throw new Error('the admin could not sign in for the malformed-request probe');
    console.log(`${engine.name}: ${count(MALFORMED_REQUESTS)} malformed requests over ${operations.length} routes…`);
    const tally = await probe({
      port: server.port,
      operations,
      adminToken: login.token,
      requests: MALFORMED_REQUESTS,
      seed: MALFORMED_SEED,
      concurrency: CONCURRENCY,
      rawEvery: 50,
    });
    const health = await fetch(`${server.url}/healthz`).catch(() => undefined);
    const verify = await fetch(`${server.url}/verify`, { headers: { application: 'wiy', authorization: `Bearer ${login.token}` } }).then(
      (r) => r.json() as Promise<[{ response: string }]>,
      () => undefined,
    );
    return {
      engine: engine.name,
      tally,
      operations: operations.length,
      serverErrorLogs: server.log.errors,
      errorLogSamples: server.log.errorSamples,
      aliveAfter: Boolean(health?.ok) && server.child.exitCode === null,
      adminSessionAfter: verify?.[0]?.response ?? 'no answer',
    };
  } finally {
    await stop(server.child);
  }
}

/** What a raw case answered short has meant so far; printed only when one was. */
const SHORT_ANSWERS = `
A case answered short is valid requests with garbage after them in one write: the server answers the garbage with its 400
and closes the connection before the valid requests ahead of it are answered, so their answers are lost and the 400 is the
first answer on the connection.
`;

function malformedSection(results: MalformedResult[]): string {
  const classes = (t: ProbeTally, c: string) => count(t.byClass[c] ?? 0);
  const rows = results.map(
    ({ engine, tally: t, serverErrorLogs }) =>
      `| ${engine} | ${count(t.requests)} | ${count(t.rawCases)} | ${classes(t, '2xx')} | ${classes(t, '3xx')} | ${classes(t, '4xx')} | **${classes(t, '5xx')}** | ${count(t.unanswered)} | **${count(t.notJsonError)}** | **${count(t.withStackTrace)}** | ${serverErrorLogs} | ${t.seconds.toFixed(0)} s |`,
  );
  const kinds = [...new Set(results.flatMap((r) => Object.keys(r.tally.byKind)))].sort();
  const kindRows = kinds.map((kind) => {
    const cells = results.map((r) => {
      const k = r.tally.byKind[kind] ?? {};
      return `${count(k['2xx'] ?? 0)} / ${count(k['4xx'] ?? 0)} / ${count(k['5xx'] ?? 0)} / ${count(k.none ?? 0)}`;
    });
    return `| ${kind} | ${cells.join(' | ')} |`;
  });
  const statuses = results.map(
    (r) =>
      `- ${r.engine}, answers by status: ${Object.entries(r.tally.byStatus)
        .sort(([a], [b]) => Number(a) - Number(b))
        .map(([status, n]) => `${status} ×${count(n)}`)
        .join(
          ', ',
        )}; ${r.tally.routes.size} of ${r.operations} routes hit; server answering after the probe: ${r.aliveAfter ? 'yes' : '**no**'}; the admin session after it: ${r.adminSessionAfter}.`,
  );
  const findings = results.flatMap((r) => {
    const lines: string[] = [];
    const s = r.tally.samples;
    if (s.serverErrors.length)
      lines.push(`- ${r.engine}, 5xx answers (first ${s.serverErrors.length}):`, ...s.serverErrors.map((x) => `  - \`${x.replaceAll('`', "'")}\``));
    if (s.notJsonError.length)
      lines.push(`- ${r.engine}, 4xx not \`{Error}\` (first ${s.notJsonError.length}):`, ...s.notJsonError.map((x) => `  - \`${x.replaceAll('`', "'")}\``));
    if (s.stackTraces.length) lines.push(`- ${r.engine}, bodies with a stack trace:`, ...s.stackTraces.map((x) => `  - \`${x.replaceAll('`', "'")}\``));
    if (r.tally.unanswered) {
      lines.push(
        `- ${r.engine}, cases without an answer: ${Object.entries(r.tally.unansweredCodes)
          .map(([code, n]) => `${code} ×${n}`)
          .join(', ')}; e.g. ${s.unanswered
          .slice(0, 3)
          .map((x) => `\`${x.replaceAll('`', "'")}\``)
          .join(', ')}`,
      );
    }
    const short = Object.entries(r.tally.rawShort);
    if (short.length)
      lines.push(`- ${r.engine}, raw cases answered fewer times than they sent requests: ${short.map(([name, n]) => `${name} ×${n}`).join(', ')}.`);
    if (r.errorLogSamples.length)
      lines.push(
        `- ${r.engine}, server error log (first ${r.errorLogSamples.length}):`,
        ...r.errorLogSamples.map((x) => `  - \`${x.slice(0, 400).replaceAll('`', "'")}\``),
      );
    return lines;
  });
  return `### Malformed requests

${count(MALFORMED_REQUESTS)} requests per engine (seed ${MALFORMED_SEED}, ${CONCURRENCY} keep-alive sockets), taking the routes of
\`GET /api/openapi.json\` in turn: hostile path parameters (Infinity, 1e309, NaN, -1, 1.5, huge numbers, long strings, %00,
bad escapes, unicode, \`../\`), query strings, JSON bodies (wrong types, 1e309, NUL, lone surrogates, over-long strings,
missing and extra fields, 5,000-deep nesting, 10,000-item arrays, \`__proto__\` keys), bodies that are not JSON (bad syntax,
UTF-16, form, multipart, random image bytes, a PNG claiming 100,000 × 100,000 pixels, unknown encodings, over 1 MiB), header
and method variants, and one case in 50 on a raw socket (no Host, garbage after a pipelined request, over-long headers,
smuggling-shaped framing, an HTTP/2 preface…). 40% of the requests carry a signed-in admin's token, so that the console's
handlers see the input too. The server runs with PER_ADDRESS_LIMIT_FACTOR=100000, OTP_MAX_PER_IP_HOUR=10000000 and SMS_PER_HOUR=10000000, so that
handlers run instead of the limits refusing.

| engine | requests | raw-socket cases | 2xx | 3xx | 4xx | 5xx | no answer | 4xx not \`{Error}\` | bodies with a stack trace | server error logs | time |
|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|
${rows.join('\n')}

Per kind of case, 2xx / 4xx / 5xx / no answer:

| kind | ${results.map((r) => r.engine).join(' | ')} |
|---|${results.map(() => '---:').join('|')}|
${kindRows.join('\n')}

${statuses.join('\n')}
${findings.length ? `\n${findings.join('\n')}\n` : ''}${results.some((r) => Object.keys(r.tally.rawShort).length) ? SHORT_ANSWERS : ''}`;
}

/* 2 and 3. Floods, each from a process of its own */

interface RunningFlood {
  done: Promise<FloodCounts>;
}

/** Starts bench/flood.ts and resolves once it has begun sending. */
async function startFlood(plan: FloodPlan): Promise<RunningFlood> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'bench/flood.ts'), JSON.stringify(plan)], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = readline.createInterface({ input: child.stdout });
  let ready!: () => void;
  const started = new Promise<void>((resolve) => (ready = resolve));
  const done = new Promise<FloodCounts>((resolve, reject) => {
    let last = '';
    lines.on('line', (line) => (line === 'ready' ? ready() : (last = line)));
    child.on('exit', (code) => (code === 0 && last ? resolve(JSON.parse(last) as FloodCounts) : reject(new Error(`the flood exited with ${code}`))));
  });
  await Promise.race([started, done]);
  return { done };
}

/** Answers of `route` (or of every route) whose status passes `test`; a key is a status, or `429 <reason>`. */
function answered(counts: FloodCounts, route: string | undefined, test: (status: number) => boolean): number {
  const routes = route ? [counts.answers[route] ?? {}] : Object.values(counts.answers);
  return routes.reduce((sum, byStatus) => sum + Object.entries(byStatus).reduce((n, [key, k]) => n + (test(Number.parseInt(key, 10)) ? k : 0), 0), 0);
}

/** The reasons given with 429s, summed over floods: `Too many requests ×12`. */
function refusalReasons(floods: FloodCounts[]): string {
  const reasons = new Map<string, number>();
  for (const flood of floods) {
    for (const byStatus of Object.values(flood.answers)) {
      for (const [key, n] of Object.entries(byStatus)) if (key.startsWith('429 ')) reasons.set(key.slice(4), (reasons.get(key.slice(4)) ?? 0) + n);
    }
  }
  return [...reasons].map(([reason, n]) => `${reason} ×${count(n)}`).join(', ');
}

interface Stored {
  rows: number;
  /** SQLite: the file and its WAL; PostgreSQL: the two tables with their indexes and TOAST. */
  bytes: number;
  /** SQLite: the file alone once the WAL is checkpointed into it and truncated. */
  checkpointed?: number;
}

async function stored(engine: Engine, checkpoint: boolean): Promise<Stored> {
  return withDatabase(engine, async (db) => {
    const rows = await sql<{ n: number }>`select (select count(*) from spent_time) + (select count(*) from push_subscription) as n`.execute(db);
    const result: Stored = { rows: Number(rows.rows[0]!.n), bytes: 0 };
    if (engine.databaseUrl) {
      const size = await sql<{ bytes: number }>`select pg_total_relation_size('spent_time') + pg_total_relation_size('push_subscription') as bytes`.execute(db);
      result.bytes = Number(size.rows[0]!.bytes);
      return result;
    }
    const size = (file: string) => fs.statSync(path.join(engine.dataDir, file), { throwIfNoEntry: false })?.size ?? 0;
    result.bytes = size('wiy.sqlite') + size('wiy.sqlite-wal');
    if (checkpoint) {
      await sql`pragma wal_checkpoint(truncate)`.execute(db);
      result.checkpointed = size('wiy.sqlite');
    }
    return result;
  });
}

async function writeFlood(engine: Engine): Promise<{ row: string; note: string }> {
  const server = await serve(engine);
  try {
    // Checkpointed first, so that the WAL the fill and the migrations left does not count as the flood's.
    const before = await stored(engine, true);
    console.log(`${engine.name}: write flood for ${FLOOD_SECONDS} s…`);
    const flood = await startFlood({ url: server.url, kind: 'writes', seconds: FLOOD_SECONDS, connections: CONCURRENCY, offset: 0 });
    const counts = await flood.done;
    const after = await stored(engine, true);
    const perMinute = (n: number) => n / (counts.seconds / 60);
    const rows = after.rows - before.rows;
    const bytes = after.bytes - before.bytes;
    const routes = ['/lom/save/spent/time', '/firebase/subscribe'];
    const byRoute = routes.map(
      (route) => `${count(answered(counts, route, (s) => s >= 200 && s < 300))} / ${count(answered(counts, route, (s) => s === 429))}`,
    );
    const other = answered(counts, undefined, (s) => s !== 429 && (s < 200 || s >= 300)) + counts.failed;
    const note =
      after.checkpointed !== undefined && before.checkpointed !== undefined
        ? `${engine.name}: the file alone, once the WAL is checkpointed into it, grew ${count(after.checkpointed - before.checkpointed)} bytes; 429 reasons: ${refusalReasons([counts])}.`
        : `${engine.name}: 429 reasons: ${refusalReasons([counts])}.`;
    return {
      row: `| ${engine.name} | ${count(counts.sent)} (${Math.round(counts.sent / counts.seconds)}/s) | ${byRoute.join(' | ')} | ${count(other)} | ${count(rows)} | ${perMinute(rows).toFixed(1)} | ${count(bytes)} | ${count(Math.round(perMinute(bytes)))} |`,
      note: `- ${note}`,
    };
  } finally {
    await stop(server.child);
  }
}

/* 3. Login flood vs the feed */

interface FeedUnderFlood {
  label: string;
  rps: number[];
  flood: FloodCounts[];
}

async function feedWhile(
  url: string,
  plan: Omit<FloodPlan, 'url' | 'seconds' | 'offset'> | undefined,
  offset: number,
): Promise<{ rps: number; flood?: FloodCounts }> {
  const options = { connections: 50, pipelining: 1, seconds: SECONDS };
  if (!plan) return { rps: (await load(`${url}/api/get_feed/1`, options)).rps };
  const flood = await startFlood({ ...plan, url, seconds: SECONDS + 2, offset });
  // A second for the flood to reach its pace, then the feed is measured while it goes on.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const sample = await load(`${url}/api/get_feed/1`, options);
  return { rps: sample.rps, flood: await flood.done };
}

type LoginLoad = { label: string; env: Record<string, string>; plan?: Omit<FloodPlan, 'url' | 'seconds' | 'offset'> };

async function loginFlood(engine: Engine): Promise<{ rows: string; notes: string }> {
  const groups: LoginLoad[][] = [
    [
      { label: 'none', env: {} },
      { label: `${LOGIN_RATE} logins/s, open loop`, env: {}, plan: { kind: 'login', rate: LOGIN_RATE, connections: OPEN_LOOP_IN_FLIGHT } },
      { label: 'logins as fast as answered, 8 connections', env: {}, plan: { kind: 'login', connections: 8 } },
    ],
    [
      { label: 'none, limits ×100000', env: LIMITS_RAISED },
      {
        label: `${LOGIN_RATE} logins/s, open loop, limits ×100000`,
        env: LIMITS_RAISED,
        plan: { kind: 'login', rate: LOGIN_RATE, connections: OPEN_LOOP_IN_FLIGHT },
      },
    ],
  ];
  const rows: string[] = [];
  const notes: string[] = [];
  let offset = 0;
  for (const group of groups) {
    const server = await serve(engine, group[0]!.env);
    try {
      const results: FeedUnderFlood[] = group.map(({ label }) => ({ label, rps: [], flood: [] }));
      await load(`${server.url}/api/get_feed/1`, { connections: 50, pipelining: 1, seconds: SECONDS }); // warm-up
      for (let run = 1; run <= RUNS; run++) {
        // Every other run goes backwards, so that no load always follows the same one.
        const order = [...group.keys()];
        for (const i of run % 2 ? order : order.reverse()) {
          const { rps, flood } = await feedWhile(server.url, group[i]!.plan, (offset += 1_000_000));
          results[i]!.rps.push(rps);
          if (flood) results[i]!.flood.push(flood);
          console.log(`run ${run} ${engine.name}, feed while ${results[i]!.label}: ${Math.round(rps)} req/s${flood ? `, flood sent ${flood.sent}` : ''}`);
        }
      }
      const unloaded = median(results[0]!.rps);
      for (const result of results) {
        const rps = median(result.rps);
        const sum = (test: (s: number) => boolean) => result.flood.reduce((n, f) => n + answered(f, undefined, test), 0);
        const sent = result.flood.reduce((n, f) => n + f.sent, 0);
        const seconds = result.flood.reduce((n, f) => n + f.seconds, 0);
        const failed = result.flood.reduce((n, f) => n + f.failed, 0);
        const skipped = result.flood.reduce((n, f) => n + f.skipped, 0);
        const floodCells = result.flood.length
          ? `${count(sent)} (${Math.round(sent / seconds)}/s) | ${count(sum((s) => s === 401))} | ${count(sum((s) => s === 429))} | ${count(sum((s) => s !== 401 && s !== 429) + failed)} | ${Math.round(median(result.flood.map((f) => f.cpuShare)) * 100)}%`
          : '– | – | – | – | –';
        const ratio = result === results[0] ? '1.00' : `**${(rps / unloaded).toFixed(2)}x**`;
        rows.push(`| ${result.label} | ${Math.round(rps)} (${result.rps.map((r) => Math.round(r)).join(', ')}) | ${ratio} | ${floodCells} |`);
        if (result.flood.length) {
          const notSent = skipped ? `; ${count(skipped)} not sent, ${OPEN_LOOP_IN_FLIGHT} requests being in flight already` : '';
          notes.push(`- ${result.label}, 429 reasons: ${refusalReasons(result.flood) || 'none'}${notSent}.`);
        }
      }
    } finally {
      await stop(server.child);
    }
  }
  return { rows: rows.join('\n'), notes: notes.join('\n') };
}

/* 4. Answers for a registered and an unknown number */

/** Headers that differ from one answer to the next whoever asks: the date and the limits' counters. */
const VARYING = new Set(['date', 'x-ratelimit-remaining', 'x-ratelimit-reset', 'retry-after']);
const BURST = 40;

/** One request of a comparison: its row's label, its route, and its body for a number. */
interface Ask {
  label: string;
  route: string;
  body: (mobile: string) => unknown;
}

/** What an answer looked like (status, body, headers but the varying ones), and how long it took. */
interface Asked {
  shape: string;
  ms: number;
}

function lastCodeTo(mobile: string): string | undefined {
  if (!fs.existsSync(outbox)) return undefined;
  const lines = fs.readFileSync(outbox, 'utf8').split('\n').filter(Boolean);
  const mine = lines.map((line) => JSON.parse(line) as { to: string; text: string }).filter((m) => m.to === mobile);
  return /\b(\d{4})\b/.exec(mine.at(-1)?.text ?? '')?.[1];
}

const RESET_STEPS: Ask[] = [
  { label: '`POST /lom/set/forgetpassword`', route: '/lom/set/forgetpassword', body: (mobile) => ({ user_name: mobile, application: 'wiy' }) },
  {
    label: '`POST /lom/set/matchOtp`, a wrong code',
    route: '/lom/set/matchOtp',
    // A registered number's real code is read from the outbox to make sure of a wrong one; an unknown number's code was never sent.
    body: (mobile) => ({ user_name: mobile, otp: String((Number(lastCodeTo(mobile) ?? '1233') + 1) % 10_000).padStart(4, '0'), application: 'wiy' }),
  },
  {
    label: '`POST /lom/set/createnewpassword`, a made-up reset token',
    route: '/lom/set/createnewpassword',
    body: (mobile) => ({ user_name: mobile, password: STRONG_PASSWORD, reset_token: `made-up-${mobile}`, application: 'wiy' }),
  },
];
const WRONG_PASSWORD: Ask = {
  label: '`POST /authenticate`, a wrong password',
  route: '/authenticate',
  body: (mobile) => ({ username: mobile, password: 'Wrong$Pass1', application: 'wiy' }),
};

async function ask(url: string, request: Ask, mobile: string): Promise<Asked> {
  const body = request.body(mobile);
  const started = performance.now();
  const response = await post(`${url}${request.route}`, body);
  const text = await response.text();
  const ms = performance.now() - started;
  const headers: [string, string][] = [];
  response.headers.forEach((value, name) => VARYING.has(name) || headers.push([name, value]));
  headers.sort(([a], [b]) => a.localeCompare(b));
  return { shape: JSON.stringify({ status: response.status, body: text, headers }), ms };
}

function spread(times: number[]): string {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.round(q * (sorted.length - 1))]!.toFixed(1);
  return `${median(sorted).toFixed(1)} (${at(0.25)}–${at(0.75)})`;
}

/**
 * Asks `requests` in order for registered[i] and then for unknown[i] (every other try the unknown number
 * first), and answers one table row per request, and a line per request whose answers differ.
 */
async function compare(url: string, requests: Ask[], registered: string[], unknown: string[], note = ''): Promise<{ rows: string[]; differences: string[] }> {
  const results = { registered: requests.map((): Asked[] => []), unknown: requests.map((): Asked[] => []) };
  for (let i = 0; i < registered.length; i++) {
    const order = i % 2 ? (['unknown', 'registered'] as const) : (['registered', 'unknown'] as const);
    for (const kind of order) {
      const mobile = (kind === 'registered' ? registered : unknown)[i]!;
      for (const [step, request] of requests.entries()) results[kind][step]!.push(await ask(url, request, mobile));
    }
  }
  const rows: string[] = [];
  const differences: string[] = [];
  for (const [step, request] of requests.entries()) {
    const shapes = [...new Set([...results.registered[step]!, ...results.unknown[step]!].map((r) => r.shape))];
    const first = JSON.parse(shapes[0]!) as { status: number; body: string };
    const times = (kind: 'registered' | 'unknown') => spread(results[kind][step]!.map((r) => r.ms));
    rows.push(
      `| ${request.label}${note} | ${shapes.length === 1 ? 'yes' : `**no** (${shapes.length} different answers)`} | ${first.status} \`${first.body.replaceAll('`', "'")}\` | ${times('registered')} | ${times('unknown')} |`,
    );
    if (shapes.length > 1) differences.push(`- ${request.label}: ${shapes.map((shape) => `\`${shape.replaceAll('`', "'")}\``).join(' vs ')}`);
  }
  return { rows, differences };
}

async function accountAnswers(engine: Engine): Promise<string> {
  const numbers = (base: number) => Array.from({ length: RESET_TRIES }, (_, i) => String(base + i));
  const registered = { reset: numbers(8_100_000_000), login: numbers(8_100_001_000), afterBurst: numbers(8_100_002_000) };
  const unknown = { reset: numbers(8_200_000_000), login: numbers(8_200_001_000), afterBurst: numbers(8_200_002_000) };
  await withCommands(engine, async (services) => {
    // The last admin keeps the role: one made first lets every number after it go back to visitor.
    await runAdminCommand(['create', '--mobile', ADMIN.mobile, '--password', ADMIN.password], services);
    for (const mobile of Object.values(registered).flat()) {
      await runAdminCommand(['create', '--mobile', mobile, '--password', STRONG_PASSWORD], services);
      await runAdminCommand(['revoke', '--mobile', mobile], services);
    }
  });
  const env = { PER_ADDRESS_LIMIT_FACTOR: '1000', OTP_MAX_PER_IP_HOUR: '100000', SMS_PER_HOUR: '100000' };
  console.log(`${engine.name}: reset steps and logins, ${RESET_TRIES} tries per kind of number…`);
  const rows: string[] = [];
  const differences: string[] = [];
  let server = await serve(engine, env);
  try {
    for (const [requests, kind] of [
      [RESET_STEPS, 'reset'],
      [[WRONG_PASSWORD], 'login'],
    ] as const) {
      const compared = await compare(server.url, [...requests], registered[kind], unknown[kind]);
      rows.push(...compared.rows);
      differences.push(...compared.differences);
    }
  } finally {
    await stop(server.child);
  }
  // A fresh server has timed no password check yet: a burst of unknown numbers meets it before any real one does.
  server = await serve(engine, env);
  let burst: Asked[];
  try {
    burst = await Promise.all(Array.from({ length: BURST }, (_, i) => ask(server.url, WRONG_PASSWORD, String(8_300_000_000 + i))));
    const compared = await compare(
      server.url,
      [WRONG_PASSWORD],
      registered.afterBurst,
      unknown.afterBurst,
      `, on a fresh server after ${BURST} unknown numbers at once`,
    );
    rows.push(...compared.rows);
    differences.push(...compared.differences);
  } finally {
    await stop(server.child);
  }
  const delivered = (list: string[]) => list.filter((mobile) => lastCodeTo(mobile) !== undefined).length;
  const burstStatuses = new Map<number, number>();
  for (const answer of burst) {
    const status = (JSON.parse(answer.shape) as { status: number }).status;
    burstStatuses.set(status, (burstStatuses.get(status) ?? 0) + 1);
  }
  return `${rows.join('\n')}

Codes delivered to the outbox: ${delivered(registered.reset)} of ${RESET_TRIES} registered numbers, ${delivered(unknown.reset)} of ${RESET_TRIES} unknown ones.
The burst of ${BURST} logins was answered ${[...burstStatuses].map(([status, n]) => `${status} ×${n}`).join(', ')}, the slowest in ${Math.round(Math.max(...burst.map((a) => a.ms)))} ms.
${differences.length ? `\n${differences.join('\n')}\n` : ''}`;
}

/** Runs every probe and answers the section for docs/benchmarks.md, starting with ABUSE_HEADING. */
export async function abuseSection(): Promise<string> {
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  const started = performance.now();
  const loadBefore = os.loadavg()[0]!;

  const malformedResults: MalformedResult[] = [];
  for (const engine of await freshEngines('malformed', 1000)) malformedResults.push(await malformed(engine));

  const floods: { row: string; note: string }[] = [];
  for (const engine of await freshEngines('flood', 0)) floods.push(await writeFlood(engine));

  console.log(`Filling a scratch database with ${count(FEED_ITEMS)} items for the login flood…`);
  const [feedEngine] = await freshEngines('login', FEED_ITEMS, false);
  const login = await loginFlood(feedEngine!);

  const [accountEngine] = await freshEngines('accounts', 0, false);
  const accountRows = await accountAnswers(accountEngine!);
  await dropPostgres(PG_DB).catch(() => undefined);
  const minutes = ((performance.now() - started) / 60_000).toFixed(1);
  const loadAverage = `${loadBefore.toFixed(1)} before, ${os.loadavg()[0]!.toFixed(1)} after`;

  return `${ABUSE_HEADING}

Produced by \`npm run bench\` (alone: \`BENCH_ONLY=abuse npm run bench\`; ${today()}, ${minutes} min; the real server as a child
process on loopback, logging at \`warn\`, SMS to an outbox file; default limits unless a probe says otherwise).
Machine: ${machine()}; 1-minute load average ${loadAverage} (other work on the machine weighs on every rate below).

${malformedSection(malformedResults)}
### Write flood from one address

For ${FLOOD_SECONDS} s, ${CONCURRENCY} connections from one address send, in turn, \`POST /lom/save/spent/time\` (same-origin headers, a new
session each time) and \`POST /firebase/subscribe\` (a new 512-character token each time), as fast as answers come; default limits.
Rows are those of \`spent_time\` and \`push_subscription\`; bytes are the SQLite file and its WAL, or PostgreSQL's
\`pg_total_relation_size\` of the two tables, after minus before.

| engine | sent | session times 2xx / 429 | subscriptions 2xx / 429 | other answers | rows stored | rows/min | bytes stored | bytes/min |
|---|---:|---:|---:|---:|---:|---:|---:|---:|
${floods.map((f) => f.row).join('\n')}

${floods.map((f) => f.note).join('\n')}

The limits allow one address ${SESSION_TIMES_PER_ADDRESS.max} session times and ${PUSH_SUBSCRIPTIONS_PER_ADDRESS.max} subscriptions an hour; before issue 15 one address
stored 1,135 rows/s and 100 MB in 10 s.

### Login flood vs the feed

\`GET /api/get_feed/1\` (${count(FEED_ITEMS)} items, SQLite) measured by autocannon, 50 connections, ${SECONDS} s, median of ${RUNS}, alone and while a
separate process floods \`POST /authenticate\` from the same address with ever new unknown 10-digit numbers and 'Wrong$Pass1'
(before issue 15 such a flood managed 59 logins/s, each costing a hash). Each run measures every load in turn, every other run
backwards, after one warm-up; the flood's answers are summed over the runs. The last two rows restart the server with the
per-address limits ×100000, so that every login reaches the handler (an unknown number waits as long as a hash takes, without
hashing). On this machine the server, autocannon and the flood process share 2 cores: the flood's own CPU (last column) is
taken from the other two, as a remote attacker's would not be.

| load | feed req/s, median (runs) | ratio to unloaded (aim ≥ 0.8) | flood sent | 401 | 429 | other | flood process CPU, share of a core |
|---|---:|---:|---:|---:|---:|---:|---:|
${login.rows}

${login.notes}${login.notes.includes('The server is busy') ? "\n\n'The server is busy' is the password-hash queue's refusal (PASSWORD_HASH_QUEUE)." : ''}

### Reset and login answers, registered vs unknown number

${RESET_TRIES} tries per kind of number, a fresh number each try (registered ones made before the server starts), every other try
the unknown number first. The reset steps in order: forgot password, a wrong code, a new password with a made-up reset token;
then a login with a wrong password; then, on a server started afresh, ${BURST} logins of unknown numbers at once followed by the
same comparison. Answers compared on status, body and headers (without \`date\` and the limits' \`x-ratelimit-remaining\`,
\`x-ratelimit-reset\`, \`retry-after\`); PER_ADDRESS_LIMIT_FACTOR=1000.

| request | identical | answer | registered, median ms (quartiles) | unknown, median ms (quartiles) |
|---|---|---|---:|---:|
${accountRows}`;
}
