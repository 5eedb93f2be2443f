/**
 * `npm run bench`: the Trending feed's speed and the home route's JavaScript weight (home-weight.ts), each against
 * its baseline (plain node:http; React and ReactDOM alone), measured side by side in one run; then the abuse and bad-input probes
 * (abuse.ts); then the long scroll (scroll.ts) and a phone's first visit (first-visit.ts: Lighthouse,
 * and the server-rendered page beside its JSON); then the time from first paint to a live app at 4x CPU (live.ts);
 * then production and scale (production.ts); reads through
 * HAProxy with one, two and three app machines (fleet.ts, when HAProxy and PostgreSQL are there); then the bytes
 * a phone's visit costs with and without the data saver (data-saver.ts); then the reader search against an uncached
 * Trending page (site-search.ts).
 * `BENCH_ONLY=feed|home-js|abuse|scroll|first-visit|live|production|fleet|data-saver|site-search|all` (default all) runs one part alone. Figures go to docs/benchmarks.md, where a part run alone replaces only its own section.
 */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ABUSE_HEADING, abuseSection } from './abuse.ts';
import { DATA_SAVER_HEADING, dataSaverSection } from './data-saver.ts';
import { FIRST_VISIT_HEADING, firstVisitSection } from './first-visit.ts';
import { FLEET_HEADING, fleetSection } from './fleet.ts';
import { HOME_WEIGHT_HEADING, homeWeightSection } from './home-weight.ts';
import { LIVE_HEADING, liveSection } from './live.ts';
import { PRODUCTION_HEADING, productionSection } from './production.ts';
import { SCROLL_HEADING, scrollSection } from './scroll.ts';
import { SITE_SEARCH_HEADING, siteSearchSection } from './site-search.ts';
import {
  compileServer,
  dropPostgres,
  fill,
  load,
  machine,
  median,
  preparePostgres,
  root,
  rssMb,
  scratch,
  startPlainServer,
  startServer,
  today,
  type Sample,
} from './support.ts';

const ITEMS = 100_000;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const PG_BENCH_DB = 'wiy_bench';
const feedLoad = { connections: 100, pipelining: 10, seconds: SECONDS };
const PARTS = ['feed', 'home-js', 'abuse', 'scroll', 'first-visit', 'live', 'production', 'fleet', 'data-saver', 'site-search'] as const;
type Part = (typeof PARTS)[number];
const REPORT = path.join(root, 'docs/benchmarks.md');

/** The feed section: everything of docs/benchmarks.md above the home route's JavaScript. */
async function feedReport(): Promise<string> {
  console.log(`Filling scratch databases with ${ITEMS} approved items…`);
  const sqliteDir = path.join(scratch, 'sqlite');
  await fill(undefined, sqliteDir, ITEMS);
  const pgUrl = await preparePostgres(PG_BENCH_DB);
  if (pgUrl) await fill(pgUrl, scratch, ITEMS);

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
  for (const [, url] of targets) await load(url, feedLoad); // warm-up: JIT, page cache, connection pools
  for (let run = 1; run <= RUNS; run++) {
    // Every other run goes backwards, so no target always follows the same one.
    for (const [name, url] of run % 2 ? targets : [...targets].reverse()) {
      const sample = await load(url, feedLoad);
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
    ratios.push(
      `- ${engine}: page 1 at **${(one.rps / plainRps).toFixed(2)}x** the plain server's req/s (aim ≥ 0.5); page 4000's p99 at **${(deep.p99 / one.p99).toFixed(2)}x** page 1's (aim ≤ 1.25).`,
    );
  }

  const table = [
    '| target | req/s (median) | p50 ms | p99 ms | errors |',
    '|---|---:|---:|---:|---:|',
    ...summary.map((s) => `| ${s.name} | ${s.rps} | ${s.p50} | ${s.p99} | ${s.errors} |`),
  ].join('\n');
  const report = `# Benchmarks

Produced by \`npm run bench\` (${today()}, ${RUNS} runs of ${SECONDS} s per target after a warm-up,
medians; autocannon on loopback, 100 connections, pipelining 10; ${ITEMS.toLocaleString('en')} approved items; the servers
with their default settings, logging at \`info\`, a line for every request, to /dev/null). Machine: ${machine()}.

## Trending feed, \`GET /api/get_feed/{page}\`

${table}

${ratios.join('\n')}

Peak RSS: server on SQLite ${rss.sqlite} MB${rss.postgres ? `, server on PostgreSQL ${rss.postgres} MB` : ''}, plain server ${rss.plain} MB.

`;
  if (pgUrl) await dropPostgres(PG_BENCH_DB);
  return report;
}

/** Where each part's section starts in docs/benchmarks.md; the feed part is the file's beginning. */
const HEADINGS: Record<Exclude<Part, 'feed'>, string> = {
  'home-js': HOME_WEIGHT_HEADING,
  abuse: ABUSE_HEADING,
  scroll: SCROLL_HEADING,
  'first-visit': FIRST_VISIT_HEADING,
  live: LIVE_HEADING,
  production: PRODUCTION_HEADING,
  fleet: FLEET_HEADING,
  'data-saver': DATA_SAVER_HEADING,
  'site-search': SITE_SEARCH_HEADING,
};
const SECTIONS: Record<Part, () => Promise<string>> = {
  feed: feedReport,
  'home-js': homeWeightSection,
  abuse: abuseSection,
  scroll: scrollSection,
  'first-visit': firstVisitSection,
  live: liveSection,
  production: productionSection,
  fleet: fleetSection,
  'data-saver': dataSaverSection,
  'site-search': siteSearchSection,
};

/**
 * Writes the sections just measured into docs/benchmarks.md and keeps the others as the file has them: a
 * part's section runs from its heading to the next part's heading, the feed part from the file's start.
 */
function writeReport(sections: Partial<Record<Part, string>>): void {
  const old = fs.existsSync(REPORT) ? fs.readFileSync(REPORT, 'utf8') : '';
  const startOf = (part: Part): number => {
    if (part === 'feed') return 0;
    const heading = HEADINGS[part];
    const at = old.startsWith(heading) ? 0 : old.indexOf(`\n${heading}`);
    return at < 0 ? -1 : at;
  };
  const starts = PARTS.map((part) => ({ part, at: startOf(part) }))
    .filter((s) => s.at >= 0)
    .sort((a, b) => a.at - b.at);
  const kept: Partial<Record<Part, string>> = {};
  starts.forEach(({ part, at }, i) => (kept[part] = old.slice(at, starts[i + 1]?.at ?? old.length)));
  const text = PARTS.map((part) => (sections[part] ?? kept[part] ?? '').trim()).filter(Boolean);
  fs.mkdirSync(path.dirname(REPORT), { recursive: true });
  fs.writeFileSync(REPORT, `${text.join('\n\n')}\n`);
}

async function main() {
  const only = process.env.BENCH_ONLY || 'all';
  if (only !== 'all' && !(PARTS as readonly string[]).includes(only)) throw new Error(`BENCH_ONLY must be all, ${PARTS.join(' or ')}; got "${only}"`);
  const parts = PARTS.filter((part) => only === 'all' || only === part);
  fs.rmSync(scratch, { recursive: true, force: true });
  fs.mkdirSync(scratch, { recursive: true });
  compileServer();
  for (const part of parts) {
    const section = await SECTIONS[part]();
    // Written as each part ends, so that a later part's failure keeps the figures already measured.
    writeReport({ [part]: section });
    console.log(`\n${section}`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
