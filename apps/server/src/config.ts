import path from 'node:path';
import { z } from 'zod';
import type { SocialVendor } from '@wiy/shared/vendor';
import {
  baseUrl,
  bytes,
  count,
  duration,
  folder,
  formerValueMs,
  hostList,
  httpUrl,
  megabytes,
  mediaStore,
  oembedEndpoints,
  oneOf,
  optionalText,
  perCore,
  port,
  postgresUrl,
  setting,
  siteAddress,
  smsTransport,
  text,
  trustProxy,
  webFolder,
  yesNo,
  type MediaStoreName,
  type Setting,
} from './config/setting-kinds.ts';

/** The platforms' public oEmbed endpoints; Facebook and Instagram need an app token, so they use Open Graph. */
const DEFAULT_OEMBED: Partial<Record<SocialVendor, string>> = {
  Youtube: 'https://www.youtube.com/oembed',
  Twitter: 'https://publish.twitter.com/oembed',
  Reddit: 'https://www.reddit.com/oembed',
};

const DEFAULT_DESCRIPTION = 'Curated posts from X, YouTube, Facebook, Instagram, Threads, Reddit and LinkedIn, by topic, in one feed.';

/**
 * Every setting an operator can make, one entry each, keyed by its field in `Config`: the variable, its type, unit
 * and default, and its row in the README's table (`npm run settings-table` writes it). Durations are milliseconds
 * (`_MS`), sizes bytes (`_BYTES`) or megabytes (`_MB`).
 */
export const SETTINGS = {
  port: setting('PORT', port(3000), 'HTTP port'),
  host: setting('HOST', text('0.0.0.0'), 'interface to listen on'),
  dataDir: setting('DATA_DIR', folder('./data'), 'the SQLite file (`wiy.sqlite`) and, with `MEDIA_STORE=disk`, media (`media/`)'),
  databaseUrl: setting('DATABASE_URL', postgresUrl(), '`postgres://user@host:5432/db` runs on PostgreSQL instead of SQLite'),
  shortName: setting(
    'APP_SHORT_NAME',
    text('wiy'),
    "the app code every call sends in the `Application` header (spec decision 4); prefix of the token's storage key; push topic",
  ),
  displayName: setting('APP_DISPLAY_NAME', optionalText(), 'the name people read (title, loading text, footer)', { shown: 'the short name' }),
  description: setting('APP_DESCRIPTION', text(DEFAULT_DESCRIPTION), 'what a page that says nothing of itself tells search engines and share previews', {
    shown: "'Curated posts from X, YouTube, … by topic, in one feed.'",
  }),
  publicUrl: setting(
    'PUBLIC_URL',
    siteAddress('unset: the address each request came to, if its host is loopback or in `ALLOWED_HOSTS`'),
    "the site's address (`https://wiy.example`) for every absolute link: canonical, share-preview, robots.txt, sitemap and feed URLs; set it in production, and behind a proxy that does not forward the host (decision 204)",
  ),
  allowedHosts: setting(
    'ALLOWED_HOSTS',
    hostList('unset: loopback hosts only'),
    'without `PUBLIC_URL`, the other hosts absolute links may name, comma-separated, each with the port its Host header carries (`wiy.example,wiy.example:8443`); at any other host pages get relative links, robots.txt no `Sitemap:` line, the sitemap and feeds a 421, none of it cacheable by a shared cache (decision 204)',
  ),
  mediaBaseUrl: setting(
    'MEDIA_BASE_URL',
    baseUrl('/media/'),
    "where the web app finds `u_image` and `u_logo` paths; the server serves the media store at `/media/` (a year's `immutable` caching: a key never names other bytes), and card-size WebP variants of every stored image at `/media/variants/<320, 640 or 960>/<path>.webp` (made when an image is stored or first asked for; decision 071) and 1200x630 JPEG share previews at `/media/share/<path>.jpg` (made when first asked for; decision 243), so a CDN put here should forward to the server; an absolute URL of the bucket itself also works, but serves only the variants made so far ('Media in object storage')",
  ),
  mediaStore: setting(
    'MEDIA_STORE',
    mediaStore(),
    "where media live: `disk` (`DATA_DIR/media`, one machine's) or `s3://<bucket>[/<prefix>]`, an S3 bucket every machine shares (decision 209); the store down, media answer 503 with `Retry-After`",
  ),
  s3Endpoint: setting(
    'S3_ENDPOINT',
    httpUrl('unset: Amazon S3'),
    "an S3-compatible store's address (`http://minio.internal:9000`, `https://<account>.r2.cloudflarestorage.com`), addressed path-style",
  ),
  awsRegion: setting('AWS_REGION', text('us-east-1'), "the bucket's region; `auto` for Cloudflare R2"),
  awsAccessKeyId: setting(
    'AWS_ACCESS_KEY_ID',
    optionalText("unset: the SDK's own chain (an instance or task role, `~/.aws`)"),
    "the bucket's key id, with `AWS_SECRET_ACCESS_KEY`",
  ),
  awsSecretAccessKey: setting(
    'AWS_SECRET_ACCESS_KEY',
    optionalText("unset: the SDK's own chain (an instance or task role, `~/.aws`)"),
    "the bucket's secret key, with `AWS_ACCESS_KEY_ID`",
  ),
  mediaCacheBytes: setting(
    'MEDIA_CACHE_MB',
    megabytes(32),
    'memory each process gives to media files up to 512 KB read from an S3 store (every card image): read once from the bucket, then from memory; `0` keeps none',
  ),
  supportEmail: setting('SUPPORT_EMAIL', optionalText(), "the footer's contact address", { shown: '`support@{short name}.example`' }),
  messagingUrl: setting('MESSAGING_URL', text('https://wa.me/910000000000'), "the footer's messaging-app link"),
  seedDemo: setting('SEED_DEMO', yesNo(true), 'fill an empty database with demo content on start (`false` in production)'),
  webDist: setting(
    'WEB_DIST',
    webFolder(path.resolve(import.meta.dirname, '../../web/dist'), 'apps/web/dist'),
    'the built web app to serve; empty serves the API only',
  ),
  tokenSecret: setting(
    'TOKEN_SECRET',
    optionalText('generated on first start and kept in the database (`server_secret`)'),
    'signs session tokens; every process and machine on one database shares the generated one',
  ),
  publicReadsPerMinute: setting(
    'PUBLIC_READS_PER_MINUTE',
    count(600),
    'public reads (feeds, lists, items, pages) one address may make a minute in each process (×`PER_ADDRESS_LIMIT_FACTOR`); past it 429 with `Retry-After`',
  ),
  maxEventLoopDelayMs: setting(
    'MAX_EVENT_LOOP_DELAY_MS',
    duration(1000, { zero: true }),
    'mean event-loop delay past which new requests are refused at once with 503 and `Retry-After` (as they are when the heap nears its limit); `0` turns this check off',
  ),
  requestTimeoutMs: setting(
    'REQUEST_TIMEOUT_MS',
    duration(15_000),
    "a request's headers and body must arrive within this (a trickled body is cut off with 408)",
  ),
  keepAliveTimeoutMs: setting('KEEP_ALIVE_TIMEOUT_MS', duration(5000), 'an idle keep-alive connection is closed after this'),
  maxConnections: setting('MAX_CONNECTIONS', count(10_000), 'connections held at once; past it new ones are refused'),
  drainDelayMs: setting(
    'DRAIN_DELAY_MS',
    duration(5000, { zero: true }),
    "after SIGTERM, `/readyz` answers 503 while requests are still served for this long, before the drain; set it to a little over the balancer's probe interval times its failure threshold (`0` drains at once)",
  ),
  shutdownTimeoutMs: setting(
    'SHUTDOWN_TIMEOUT_MS',
    duration(10_000),
    'once the drain begins, requests in flight have this long to finish before the process exits anyway',
  ),
  metricsToken: setting(
    'METRICS_TOKEN',
    optionalText(),
    'turns on Prometheus metrics at `/metrics` for a scraper that sends `Authorization: Bearer <token>` (request rate and latency by route, kept public answers, the PostgreSQL pool, event-loop delay, SMS sends and failures, codes refused by `SMS_PER_HOUR`); unset, there is no `/metrics`',
  ),
  jobs: setting(
    'JOBS',
    yesNo(true, 'on'),
    'whether this machine runs the timed jobs (scheduled publishing, source polls, link checks, account maintenance, counter pruning, push notices); `off` serves requests only. Each job runs once across the machines on one database either way (decision 208)',
  ),
  databasePoolMax: setting(
    'DATABASE_POOL_MAX',
    count(10),
    "PostgreSQL connections each server process holds at most; the sum over every process and machine must stay under the database's `max_connections`",
  ),
  webConcurrency: setting('WEB_CONCURRENCY', perCore(1), 'server processes on this machine, sharing the port (node:cluster); `auto` is one per core'),
  responseCacheBytes: setting(
    'RESPONSE_CACHE_MB',
    megabytes(64),
    'memory each process gives to public answers kept as ready bytes; `0` keeps none (and readers asking for the same answer at once each read it, decision 104)',
  ),
  // Acted on by lifecycle/lean-heap.ts before anything else loads (V8's flags apply only to what comes after); declared here to be checked and listed.
  leanHeap: setting(
    'LEAN_HEAP',
    yesNo(true),
    "keeps V8's heap near what the server holds live (a young generation that does not grow, an old one collected at 30% over the live heap): about half the peak memory under load, for a few per cent of throughput on kept answers and up to a quarter on uncached PostgreSQL reads; `false` leaves V8's own sizing (decision 080)",
  ),
  logLevel: setting(
    'LOG_LEVEL',
    oneOf(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], 'info'),
    'pino level: `fatal`, `error`, `warn`, `info`, `debug`, `trace`, `silent`; at `info` and below every request is logged, in one line once answered (method, address, status, time, request id); lines reach standard output in chunks, at most a second late, and all of them before the process exits on a stop or a crash, an uncaught exception written as a `fatal` line (decision 232)',
  ),
  trustProxy: setting(
    'TRUST_PROXY',
    trustProxy(),
    "which reverse proxies may name the client in `X-Forwarded-For` (needed for per-address limits behind one): a number of hops (`1`: the peer is the proxy, the client the header's last entry; only where no client can reach the server but through the proxies) or the proxies' addresses and CIDR ranges (`127.0.0.1,10.0.0.0/8`); the client is then the rightmost entry not from a trusted proxy, so an entry a client writes itself changes nothing. `true` is refused at start. Unset, the first request with `X-Forwarded-For` logs a warning (decision 206)",
  ),
  smsTransport: setting(
    'SMS_TRANSPORT',
    smsTransport(),
    'where one-time codes go: `console` (the server log), `outbox:<file>` (one JSON line per message), `webhook:<http(s) url>` (a POST a real SMS gateway takes; 3 attempts, 5 s time-out each)',
  ),
  otpMaxPerIpHour: setting(
    'OTP_MAX_PER_IP_HOUR',
    count(20),
    "one-time codes one address may ask for in an hour (raise it where many users share a carrier's address); an IPv6 address counts by its /64, and its /48 may ask for three times this (`OTP_RANGE_FACTOR`)",
  ),
  smsPerHour: setting(
    'SMS_PER_HOUR',
    count(100),
    'one-time codes the whole site makes in any hour, counted in the database (so across every process and machine on one PostgreSQL): the ceiling on the SMS bill that no number of addresses gets past. 100 is about ten times the busiest hour of a site with a few hundred sign-ups and resets a day, and caps the worst day at 2,400 messages; raise it with the site. Past it, sign-up, resend and forgot-password answer 429 with `Retry-After` (until the hour frees a code), each process logs one warning at most every 10 minutes, and `/metrics` counts the refusals (`wiy_sms_ceiling_refusals_total`). Reset codes for unknown numbers are never sent but count, so that the ceiling cannot tell a registered number from another',
  ),
  perAddressLimitFactor: setting(
    'PER_ADDRESS_LIMIT_FACTOR',
    count(1),
    'multiplies every per-address request limit (the table in docs/accounts.md); raise it where many people share one address',
  ),
  anonymousWritesPerHour: setting(
    'ANONYMOUS_WRITES_PER_HOUR',
    count(20_000),
    'session-time records and push subscriptions stored per hour from all addresses together, each kind: the ceiling that protects the disk',
  ),
  passwordHashConcurrency: setting('PASSWORD_HASH_CONCURRENCY', perCore('auto'), 'argon2 hashes computed at once', { shown: 'the number of cores' }),
  passwordHashQueue: setting(
    'PASSWORD_HASH_QUEUE',
    count(16),
    'hashes that may wait for a turn; past that a login, sign-up or new password is refused at once with 429',
  ),
  oembedEndpoints: setting(
    'OEMBED_ENDPOINTS',
    oembedEndpoints(DEFAULT_OEMBED, "YouTube, Twitter and Reddit's public oEmbed endpoints"),
    '`Vendor=url,…` replaces them; `none` turns oEmbed off (the console then reads Open Graph tags or takes a manual form)',
  ),
  metadataTimeoutMs: setting('METADATA_TIMEOUT_MS', duration(4000), "how long the console's link lookup waits for a platform before showing the form empty"),
  linkCheckTickMs: setting(
    'LINK_CHECK_TICK_MS',
    duration(60_000, { zero: true }),
    'how often each server process looks for approved items whose main link is due for a check (oEmbed where the platform has an endpoint, else a HEAD request; decision 101); `0` checks none',
    { was: { env: 'LINK_CHECK_TICK_SECONDS', unit: 'seconds' } },
  ),
  linkCheckBatch: setting('LINK_CHECK_BATCH', count(10), 'links one process checks at each look; several processes never check one item at once'),
  linkCheckIntervalMs: setting('LINK_CHECK_INTERVAL_MS', duration(24 * 3600_000), "an item's link is checked again this long after its last check", {
    was: { env: 'LINK_CHECK_INTERVAL_HOURS', unit: 'hours' },
  }),
  linkCheckUnpublishAfter: setting(
    'LINK_CHECK_UNPUBLISH_AFTER',
    count(3, { zero: true }),
    'unpublish an approved item after this many removed or private results in a row (an unreachable platform counts for nothing); `0` never unpublishes',
  ),
  siteSearchDrainMs: setting(
    'SITE_SEARCH_DRAIN_MS',
    duration(1000, { zero: true }),
    'how often each server process indexes the items written since for the reader search, 500 a transaction (decision 270); `0` indexes none (the seed and bulk loads index at their end)',
  ),
  sourcesPollMs: setting('SOURCES_POLL_MS', duration(30_000), 'how often each server process looks for sources due a poll', {
    was: { env: 'SOURCES_POLL_SECONDS', unit: 'seconds' },
  }),
  sourceFetchTimeoutMs: setting('SOURCE_FETCH_TIMEOUT_MS', duration(10_000), "a source's feed must answer within this, redirects and body included"),
  sourceMaxBytes: setting('SOURCE_MAX_BYTES', bytes(5 * 1024 * 1024), "a source's feed larger than this is not read, and the poll fails"),
  followNoticeMs: setting('FOLLOW_NOTICE_MS', duration(3600_000), 'a followed topic sends its followers at most one notification in this long', {
    was: { env: 'FOLLOW_NOTICE_MINUTES', unit: 'minutes' },
  }),
  mediaMaxBytes: setting('MEDIA_MAX_BYTES', bytes(5 * 1024 * 1024), 'the largest image the console accepts or downloads'),
} satisfies Record<string, Setting<unknown>>;

/**
 * Knobs only tests turn, in code (`loadConfig`'s overrides, the end-to-end server's entry), never from the
 * environment: each opens what a deployment must keep shut, or exists only to make a test quick. The variables
 * they once were are refused at start, so that an operator who set one hears of it.
 */
const TEST_KNOBS = {
  /** How often each process publishes the scheduled items that are due (decision 100). */
  publishCheckMs: { value: 1000, was: 'PUBLISH_CHECK_MS' },
  /** Let the link lookup, link checks and source polls reach private and loopback addresses (a local stand-in). */
  metadataAllowPrivate: { value: false, was: 'METADATA_ALLOW_PRIVATE' },
  /** Let browsers subscribe with, and notices go to, private and loopback addresses over http (a local stand-in push service). */
  pushAllowPrivate: { value: false, was: 'PUSH_ALLOW_PRIVATE' },
};

/** Where media live (decision 209): `MEDIA_STORE` with the S3 connection the `S3_ENDPOINT` and `AWS_*` settings give. */
export type MediaStoreSetting =
  | { kind: 'disk' }
  | {
      kind: 's3';
      bucket: string;
      /** Keys go under this, with its slash (`media/`), or at the bucket's root (''). */
      prefix: string;
      /** An S3-compatible store (MinIO, Cloudflare R2), addressed path-style; unset means Amazon S3. */
      endpoint: string | undefined;
      region: string;
      /** Unset: the SDK's own chain (an instance or task role, a shared profile). */
      credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
    };

type Settings = typeof SETTINGS;

function schemaShape<S extends Record<string, Setting<unknown>>>(settings: S): { [K in keyof S]: S[K]['schema'] } {
  return Object.fromEntries(Object.entries(settings).map(([field, entry]) => [field, entry.schema])) as { [K in keyof S]: S[K]['schema'] };
}

const configSchema = z
  .object(schemaShape(SETTINGS))
  // Checked even when other settings are wrong, so that the one message lists this too.
  .refine(({ awsAccessKeyId, awsSecretAccessKey }) => Boolean(awsAccessKeyId) === Boolean(awsSecretAccessKey), {
    path: ['awsAccessKeyId'],
    message: 'and AWS_SECRET_ACCESS_KEY go together: set both, or neither',
    when: () => true,
  })
  .transform(({ displayName, supportEmail, mediaStore, s3Endpoint, awsRegion, awsAccessKeyId, awsSecretAccessKey, ...settings }) => ({
    ...settings,
    displayName: displayName ?? settings.shortName,
    supportEmail: supportEmail ?? `support@${settings.shortName}.example`,
    mediaStore: mediaStoreSetting(mediaStore, s3Endpoint, awsRegion, awsAccessKeyId, awsSecretAccessKey),
  }));

function mediaStoreSetting(
  store: MediaStoreName,
  endpoint: string | undefined,
  region: string,
  accessKeyId: string | undefined,
  secretAccessKey: string | undefined,
): MediaStoreSetting {
  if (store.kind === 'disk') return store;
  return { ...store, endpoint, region, credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined };
}

type TestKnobs = { [K in keyof typeof TEST_KNOBS]: (typeof TEST_KNOBS)[K]['value'] };

/** Every setting the server reads, with its default (`SETTINGS`), and the knobs only tests turn. */
export type Config = z.output<typeof configSchema> & TestKnobs;

type Env = Record<string, string | undefined>;

/** An operator upgrading must not silently lose a setting: a variable that was renamed or withdrawn is refused, with what to do. */
function formerNames(env: Env): string[] {
  const problems: string[] = [];
  for (const entry of Object.values<Setting<unknown>>(SETTINGS)) {
    const old = entry.was && env[entry.was.env];
    if (!entry.was || old === undefined) continue;
    const ms = formerValueMs(entry.was, old);
    problems.push(`${entry.was.env} is now ${entry.env}, in milliseconds instead of ${entry.was.unit}: set ${entry.env}=${ms ?? '<milliseconds>'} instead`);
  }
  for (const { was } of Object.values(TEST_KNOBS)) {
    if (env[was] !== undefined) problems.push(`${was} is no longer a setting (only the tests change it, in code): remove it`);
  }
  return problems;
}

/**
 * Reads the configuration from the environment, refusing to start on any value that cannot work, with every
 * problem listed in one message. `overrides` are what tests and the end-to-end server's entry set in code.
 */
export function loadConfig(env: Env = process.env, overrides: Partial<Config> = {}): Config {
  const problems = formerNames(env);
  const raw = Object.fromEntries(Object.entries(SETTINGS).map(([field, entry]) => [field, env[entry.env]]));
  const parsed = configSchema.safeParse(raw);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) problems.push(`${SETTINGS[issue.path[0] as keyof Settings].env} ${issue.message}`);
  }
  if (problems.length > 0 || !parsed.success) throw new Error(`The settings cannot work:\n${problems.map((problem) => `- ${problem}`).join('\n')}`);
  const testKnobs = Object.fromEntries(Object.entries(TEST_KNOBS).map(([field, knob]) => [field, knob.value])) as TestKnobs;
  return { ...parsed.data, ...testKnobs, ...overrides };
}
