/**
 * The reader search (decision 270) over 100,000 items, a tenth of them in Devanagari: one- and two-word queries
 * against an uncached Trending page on the same server and engine, nothing kept on either side; the index's size as
 * a share of the database; items written per second with the index (triggers and drain) and without; and the hit
 * rates of the transliteration and typo tables on this corpus.
 */
import path from 'node:path';
import { sql } from 'kysely';
import {
  bulkFeedItems,
  ContentRepository,
  migrateToLatest,
  openDatabase,
  SeededRandom,
  siteSearchIndex,
  TRANSLITERATION_PAIRS,
  TYPO_PAIRS,
  UnitOfWork,
} from '../apps/server/test/bench-entry.ts';
import { dropPostgres, load, median, preparePostgres, scratch, startServer, stop, today, type Sample } from './support.ts';

/** The database as the server's code types it. */
type Db = ReturnType<typeof openDatabase>['db'];

export const SITE_SEARCH_HEADING = '## Reader search';

const ITEMS = 100_000;
/** Items of the write-cost comparison, on fresh databases. */
const WRITE_ITEMS = 20_000;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const searchLoad = { connections: 10, pipelining: 1, seconds: Math.min(SECONDS, 3) };
const PG_DB = 'wiy_bench_search';
const PG_WRITE_DB = 'wiy_bench_search_write';

/** Common English news words, the head of the corpus's word frequencies. */
const ENGLISH = `news india world match cricket final team player win score rain weather monsoon city delhi mumbai market price
  oil gold stock bank budget tax government minister election vote party court police report health hospital doctor school
  student exam result film music star video song festival diwali holi travel train flight airport road traffic accident
  fire flood storm farmer crop water power energy phone launch review update today yesterday week month year first last
  big new old high low top best live watch highlights interview speech rally protest village temple river mountain`.split(/\s+/);
/** Hindi words, the head of the Devanagari items' frequencies. */
const HINDI = `समाचार भारत दुनिया मैच क्रिकेट फाइनल टीम खिलाड़ी जीत बारिश मौसम शहर दिल्ली मुंबई बाज़ार दाम सोना शेयर बजट सरकार मंत्री चुनाव
  वोट पार्टी अदालत पुलिस स्वास्थ्य अस्पताल स्कूल परीक्षा फ़िल्म गाना त्योहार दिवाली होली यात्रा ट्रेन सड़क आग बाढ़ किसान फसल पानी
  बिजली आज कल सप्ताह महीना साल पहला नया पुराना बड़ा लाइव वीडियो गांव मंदिर नदी पहाड़`.split(/\s+/);
const SYLLABLES = ['ka', 'ri', 'to', 'ma', 'shu', 'ven', 'dor', 'pal', 'ix', 'ne', 'zu', 'lor', 'bi', 'qua', 'sen'];
const DEVANAGARI_SYLLABLES = ['क', 'रि', 'तो', 'म', 'शु', 'वे', 'डो', 'प', 'नी', 'लो', 'बि', 'से', 'गा', 'धु'];

/** A Zipf-like pick: the head words often, the long tail of made-up words rarely. */
function word(rnd: SeededRandom, head: string[], syllables: string[]): string {
  if (rnd.chance(0.7)) return head[Math.floor(head.length * rnd.next() ** 2)]!;
  return Array.from({ length: rnd.int(2, 4) }, () => rnd.pick(syllables)).join('');
}

function sentence(rnd: SeededRandom, devanagari: boolean, words: number): string {
  return Array.from({ length: words }, () => (devanagari ? word(rnd, HINDI, DEVANAGARI_SYLLABLES) : word(rnd, ENGLISH, SYLLABLES))).join(' ');
}

/** `count` approved items with text drawn as above, a tenth in Devanagari, one a minute from `start`; then the tables' posts, newest. */
function corpus(count: number, seed: number) {
  const rnd = new SeededRandom(seed);
  const items = bulkFeedItems(count, new Date(Date.UTC(2025, 0, 1)), `s${seed}-`).map((item, i) => {
    const devanagari = i % 10 === 0;
    return {
      ...item,
      u_title: sentence(rnd, devanagari, rnd.int(6, 12)),
      u_description: `<p>${sentence(rnd, devanagari, rnd.int(12, 30))}</p>`,
      u_highlight_description: '',
    };
  });
  const last = new Date(Date.UTC(2025, 0, 1) + count * 60_000);
  const posts = [
    ...TRANSLITERATION_PAIRS.flatMap(([latin, devanagari], i) => [
      { id: `dev${i}`, title: `${devanagari} ताज़ा समाचार`, q: latin },
      { id: `lat${i}`, title: `Latest on ${latin}`, q: devanagari },
    ]),
    ...TYPO_PAIRS.map(([right, typed], i) => ({ id: `typo${i}`, title: `Story ${right}`, q: typed })),
  ];
  const extra = bulkFeedItems(posts.length, last, `p${seed}-`).map((item, i) => ({
    ...item,
    uni_id: posts[i]!.id,
    u_url: `https://example.com/post/${i}`,
    u_title: posts[i]!.title,
    u_description: '',
  }));
  return { items: [...items, ...extra], posts };
}

/** Inserts `items` as a bulk load does (one transaction, then the Trending ranks); answers the seconds it took. */
async function write(db: Db, items: ReturnType<typeof corpus>['items']): Promise<number> {
  const started = performance.now();
  await new UnitOfWork(db, (bound) => new ContentRepository(bound)).transaction(async (feed) => {
    await feed.insertMany(items);
    await feed.renumberTrending();
  });
  return (performance.now() - started) / 1000;
}

/** The index's share of the database, in bytes. */
async function indexShare(db: Db, postgres: boolean): Promise<{ index: number; total: number }> {
  if (postgres) {
    const { rows } = await sql<{ index: string; total: string }>`
      SELECT (SELECT SUM(pg_total_relation_size(c.oid)) FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
              WHERE n.nspname = current_schema() AND c.relkind = 'r' AND c.relname LIKE 'site_search%') AS index,
             pg_database_size(current_database()) AS total`.execute(db);
    return { index: Number(rows[0]!.index), total: Number(rows[0]!.total) };
  }
  const { rows } = await sql<{ index: number; total: number }>`
    SELECT (SELECT SUM(pgsize) FROM dbstat WHERE name LIKE 'site_search%' OR name LIKE 'sqlite_autoindex_site_search%') AS "index",
           (SELECT page_count * page_size FROM pragma_page_count(), pragma_page_size()) AS total`.execute(db);
  return { index: rows[0]!.index, total: rows[0]!.total };
}

/** Drops the search queue's triggers: the database as it wrote before the index. */
async function withoutIndexTriggers(db: Db, postgres: boolean): Promise<void> {
  if (postgres) await sql`DROP TRIGGER feed_item_site_search ON feed_item`.execute(db);
  else
    for (const name of ['feed_item_site_search_insert', 'feed_item_site_search_update', 'feed_item_site_search_delete'])
      await sql`DROP TRIGGER ${sql.id(name)}`.execute(db);
}

interface EngineFigures {
  engine: string;
  insertSeconds: number;
  drainSeconds: number;
  share: { index: number; total: number };
  writeWith: number;
  writeWithout: number;
  trending: Sample;
  queries: { q: string; sample: Sample }[];
  transliteration: { hits: number; of: number; missed: string[] };
  typos: { hits: number; of: number; missed: string[] };
}

async function measureEngine(engine: 'SQLite' | 'PostgreSQL', databaseUrl: string | undefined): Promise<EngineFigures> {
  const postgres = databaseUrl !== undefined;
  const dataDir = path.join(scratch, `search-${engine}`);
  const handle = openDatabase({ databaseUrl, dataDir });
  await migrateToLatest(handle.db);
  const db = handle.db;
  const { items, posts } = corpus(ITEMS, 1);
  console.log(`${engine}: writing ${items.length} items…`);
  const insertSeconds = await write(db, items);
  const drainStarted = performance.now();
  await siteSearchIndex(handle).indexer.drain();
  const drainSeconds = (performance.now() - drainStarted) / 1000;
  // The planner's statistics, as autovacuum gathers them within its minute after a bulk change.
  if (postgres) await sql`ANALYZE`.execute(db);
  const share = await indexShare(db, postgres);
  await handle.db.destroy();

  // The write cost, on fresh databases: with the triggers and a drain, and without either.
  const rates: number[] = [];
  for (const indexed of [true, false]) {
    const dir = path.join(scratch, `search-write-${engine}-${indexed}`);
    const url = postgres ? await preparePostgres(`${PG_WRITE_DB}_${indexed ? 'with' : 'without'}`) : undefined;
    const fresh = openDatabase({ databaseUrl: url, dataDir: dir });
    await migrateToLatest(fresh.db);
    if (!indexed) await withoutIndexTriggers(fresh.db, postgres);
    const sample = corpus(WRITE_ITEMS, 2).items.slice(0, WRITE_ITEMS);
    const started = performance.now();
    await write(fresh.db, sample);
    if (indexed) await siteSearchIndex(fresh).indexer.drain();
    rates.push(Math.round(WRITE_ITEMS / ((performance.now() - started) / 1000)));
    await fresh.db.destroy();
    if (postgres) await dropPostgres(`${PG_WRITE_DB}_${indexed ? 'with' : 'without'}`);
  }

  // Nothing kept; and no overload refusals, which a machine shared with other work would otherwise cause mid-run.
  const server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl ?? '', RESPONSE_CACHE_MB: '0', MAX_EVENT_LOOP_DELAY_MS: '0' });
  const get = async (q: string) => {
    const response = await fetch(`${server.url}/api/site_search?q=${encodeURIComponent(q)}`, { headers: { Application: 'wiy' } });
    if (!response.ok) throw new Error(`search for ${q} answered ${response.status}: ${await response.text()}`);
    return (await response.json()) as { record: { uni_id: string }[] };
  };
  const rate = async (cases: { id: string; q: string }[]) => {
    const missed: string[] = [];
    for (const { id, q } of cases) if (!(await get(q)).record.some((item) => item.uni_id === id)) missed.push(q);
    return { hits: cases.length - missed.length, of: cases.length, missed };
  };
  const transliteration = await rate(posts.filter((post) => !post.id.startsWith('typo')));
  const typos = await rate(posts.filter((post) => post.id.startsWith('typo')));

  const trendingUrl = `${server.url}/api/get_feed/1`;
  const queryUrl = (q: string) => `${server.url}/api/site_search?q=${encodeURIComponent(q)}`;
  for (const url of [trendingUrl, queryUrl('news')]) await load(url, searchLoad); // warm-up
  const queries = QUERIES.map((q) => ({ q, sample: undefined as Sample | undefined }));
  const trendingSamples: Sample[] = [];
  // Trending between the queries, so that both meet the same moments of a shared machine.
  for (const query of queries) {
    trendingSamples.push(await load(trendingUrl, searchLoad));
    query.sample = await load(queryUrl(query.q), searchLoad);
    console.log(`${engine} "${query.q}": p50 ${query.sample.p50} ms, p99 ${query.sample.p99} ms; Trending p50 ${trendingSamples.at(-1)!.p50} ms`);
  }
  await stop(server.child);
  const trending: Sample = {
    ...trendingSamples[0]!,
    rps: median(trendingSamples.map((s) => s.rps)),
    p50: median(trendingSamples.map((s) => s.p50)),
    p99: median(trendingSamples.map((s) => s.p99)),
    errors: trendingSamples.reduce((n, s) => n + s.errors, 0),
  };
  return {
    engine,
    insertSeconds,
    drainSeconds,
    share,
    writeWith: rates[0]!,
    writeWithout: rates[1]!,
    trending,
    queries: queries.map(({ q, sample }) => ({ q, sample: sample! })),
    transliteration,
    typos,
  };
}

/** One- and two-word queries drawn from the corpus: common and rare words, Devanagari, Latin for Devanagari, a prefix, a typo. */
const QUERIES = ['news', 'cricket final', 'monsoon', 'kavendor', 'मौसम', 'mausam', 'दिल्ली बारिश', 'weather delhi', 'crick', 'goverment'];

export async function siteSearchSection(): Promise<string> {
  const figures: EngineFigures[] = [await measureEngine('SQLite', undefined)];
  const pgUrl = await preparePostgres(PG_DB);
  if (pgUrl) {
    figures.push(await measureEngine('PostgreSQL', pgUrl));
    await dropPostgres(PG_DB);
  }
  const lines: string[] = [];
  for (const f of figures) {
    const p50s = f.queries.map((query) => query.sample.p50);
    const p99s = f.queries.map((query) => query.sample.p99);
    const p50 = median(p50s);
    const p99 = median(p99s);
    const rps = median(f.queries.map((query) => query.sample.rps));
    lines.push(
      `### ${f.engine}`,
      '',
      '| query | req/s | p50 ms | p99 ms | errors |',
      '|---|---:|---:|---:|---:|',
      `| Trending page 1, uncached (median of ${f.queries.length} runs) | ${Math.round(f.trending.rps)} | ${f.trending.p50} | ${f.trending.p99} | ${f.trending.errors} |`,
      ...f.queries.map(({ q, sample }) => `| \`${q}\` | ${Math.round(sample.rps)} | ${sample.p50} | ${sample.p99} | ${sample.errors} |`),
      '',
      `- Search median of the queries' p50 **${p50} ms** (${(p50 / f.trending.p50).toFixed(2)}x Trending's ${f.trending.p50} ms), median p99 **${p99} ms** (${(p99 / f.trending.p99).toFixed(2)}x Trending's ${f.trending.p99} ms), worst p99 ${Math.max(...p99s)} ms; aim ≤ 2x, not met (decision 272). Answers a second: ${Math.round(rps)} against Trending's ${Math.round(f.trending.rps)} (${(f.trending.rps / rps).toFixed(1)}x fewer).`,
      `- Index ${(f.share.index / 1024 / 1024).toFixed(1)} MB of ${(f.share.total / 1024 / 1024).toFixed(1)} MB: **${((100 * f.share.index) / f.share.total).toFixed(0)}%** of the database.`,
      `- Bulk load of ${ITEMS.toLocaleString('en')} items ${f.insertSeconds.toFixed(1)} s with the triggers, then one drain ${f.drainSeconds.toFixed(1)} s (outside any request).`,
      `- Items written per second (${WRITE_ITEMS.toLocaleString('en')} items, one transaction, fresh database): **${f.writeWith}** with the index (triggers and drain) against **${f.writeWithout}** without (${(f.writeWith / f.writeWithout).toFixed(2)}x).`,
      `- Transliteration table: **${f.transliteration.hits}/${f.transliteration.of}** (${((100 * f.transliteration.hits) / f.transliteration.of).toFixed(0)}%)${f.transliteration.missed.length ? `, missed: ${f.transliteration.missed.join(', ')}` : ''}. Typo table: **${f.typos.hits}/${f.typos.of}** (${((100 * f.typos.hits) / f.typos.of).toFixed(0)}%)${f.typos.missed.length ? `, missed: ${f.typos.missed.join(', ')}` : ''}.`,
      '',
    );
  }
  return `${SITE_SEARCH_HEADING}

\`BENCH_ONLY=site-search\` (${today()}): ${ITEMS.toLocaleString('en')} approved items, a tenth in Devanagari, words drawn Zipf-like from a
head of common words and a long tail of made-up ones; the server with nothing kept (\`RESPONSE_CACHE_MB=0\`), autocannon on
loopback, ${searchLoad.connections} connections, no pipelining, ${searchLoad.seconds} s per query, an uncached Trending page 1 measured
between the queries on the same server; PostgreSQL's statistics gathered after the load, as autovacuum does within its
minute.

${lines.join('\n')}`;
}
