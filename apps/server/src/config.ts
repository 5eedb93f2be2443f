import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { isSocialVendor, type SocialVendor } from '@wiy/shared/vendor';
import { flag } from './lib/flag.ts';
import { HOST_PATTERN } from './lib/request-origin.ts';
import { ANONYMOUS_WRITES_PER_HOUR, OTP_MAX_PER_IP_HOUR, PASSWORD_HASH_QUEUE, SMS_PER_HOUR } from './modules/account/account.limits.ts';

/** Every setting the server reads, with its default; the README lists the same table. */
export interface Config {
  host: string;
  port: number;
  /** Where the SQLite file, generated secrets and media live. */
  dataDir: string;
  /** `postgres://…` selects PostgreSQL; unset means the embedded SQLite file `${dataDir}/wiy.sqlite`. */
  databaseUrl: string | undefined;
  /** The product's short name: the app code checked in the `Application` header (spec decision 4). */
  shortName: string;
  displayName: string;
  /** What a page that says nothing of itself tells search engines and share previews. */
  description: string;
  /**
   * The site's address for every absolute link: canonical and share-preview URLs, robots.txt, the sitemap and
   * the feeds (`https://wiy.example`). Unset means the address each request came to (its Host, or the forwarded
   * one behind a trusted proxy), when that is a loopback address or one of `allowedHosts` (decision 204).
   */
  publicUrl: string | undefined;
  /** Without `publicUrl`, the hosts (lower-cased, with the port when the Host header carries one) absolute links may name. */
  allowedHosts: string[];
  /** Base location the web app prefixes to `u_image` and `u_logo`. */
  mediaBaseUrl: string;
  /** Where media live: the folder `${dataDir}/media`, or an S3 bucket (decision 209). */
  mediaStore: MediaStoreSetting;
  /** Memory each process gives to small media files read from an S3 store (`MEDIA_CACHE_MB`, 0 = keep none). */
  mediaCacheBytes: number;
  supportEmail: string;
  messagingUrl: string;
  /** Fill an empty database with demo content on start. */
  seedDemo: boolean;
  /** The built web app to serve; absent in API-only runs. */
  webDist: string | undefined;
  logLevel: string;
  /** Which proxies in front may name the client in X-Forwarded-For (`TRUST_PROXY`): none, a hop count, or their addresses. */
  trustProxy: TrustProxySetting;
  /** Signs session tokens; generated into `${dataDir}/secrets.json` on first start when not given. */
  tokenSecret: string | undefined;
  /** Where SMS go: `console` (the server log), `outbox:<file>` (JSON lines) or `webhook:<url>` (HTTP POST). */
  smsTransport: SmsTransportSetting;
  /** Codes one address may ask for in an hour (many users can share a carrier's address). */
  otpMaxPerIpHour: number;
  /** Codes made from the whole site in any hour, counted in the database: the ceiling on the SMS bill. */
  smsPerHour: number;
  /** Multiplies every per-address request limit, for deployments where many people share one address. */
  perAddressLimitFactor: number;
  /** Session-time records and push subscriptions stored per hour from all addresses together (each kind). */
  anonymousWritesPerHour: number;
  /** Password hashes computed at once; more wait in a queue of `passwordHashQueue`, and past it are refused. */
  passwordHashConcurrency: number;
  passwordHashQueue: number;
  /** oEmbed endpoint per platform for the console's link lookup; others are read from Open Graph tags. */
  oembedEndpoints: Partial<Record<SocialVendor, string>>;
  /** How long the console's link lookup waits for a platform before showing the form empty. */
  metadataTimeoutMs: number;
  /** Let the link lookup reach private and loopback addresses (a local stand-in provider); off by default. */
  metadataAllowPrivate: boolean;
  /** How often each process looks for items whose main link is due for a check (decision 101); 0 never. */
  linkCheckTickMs: number;
  /** Items one process checks at each look. */
  linkCheckBatch: number;
  /** An item's main link is checked again this long after its last check. */
  linkCheckIntervalMs: number;
  /** An approved item is unpublished after this many removed or private results in a row; 0 never unpublishes. */
  linkCheckUnpublishAfter: number;
  /** How often each process looks for sources due a poll, in seconds. */
  sourcesPollSeconds: number;
  /** A source's feed must answer within this, redirects and body included. */
  sourceFetchTimeoutMs: number;
  /** A source's feed larger than this is not read, and the poll fails. */
  sourceMaxBytes: number;
  /** A topic sends its followers at most one notice in this many minutes. */
  followNoticeMinutes: number;
  /** How often each process publishes the scheduled items that are due (decision 100). */
  publishCheckMs: number;
  /** Let browsers subscribe with, and notices go to, private and loopback addresses over http on any port (a local stand-in push service); off by default. */
  pushAllowPrivate: boolean;
  /** Largest image the console accepts or downloads, in bytes. */
  mediaMaxBytes: number;
  /** Memory for public answers kept as ready bytes in each process (`RESPONSE_CACHE_MB`, 0 = keep none). */
  responseCacheBytes: number;
  /** Public reads (feeds, lists, items, pages) one address may make a minute, in each process (×`perAddressLimitFactor`). */
  publicReadsPerMinute: number;
  /** Mean event-loop delay past which new requests are refused with 503; 0 turns the check off. */
  maxEventLoopDelayMs: number;
  /** The whole request, headers and body, must arrive within this; a trickled body is cut off. */
  requestTimeoutMs: number;
  /** An idle keep-alive connection is closed after this. */
  keepAliveTimeoutMs: number;
  /** Connections held at once; past this new ones are refused. */
  maxConnections: number;
  /** After SIGTERM, readiness answers 503 while requests are still served for this long, before the drain. */
  drainDelayMs: number;
  /** Once the drain begins, in-flight requests have this long to finish before the process exits anyway. */
  shutdownTimeoutMs: number;
  /** The bearer token a Prometheus scraper sends to `/metrics`; unset, there are no metrics to read. */
  metricsToken: string | undefined;
  /** Whether this machine runs the timed jobs (publishing, polls, link checks, maintenance, push notices); `JOBS=off` keeps them off. */
  jobs: boolean;
  /** PostgreSQL connections each server process holds at most (`DATABASE_POOL_MAX`). */
  databasePoolMax: number;
  /** Server processes on this machine, sharing one port (`WEB_CONCURRENCY`: a number, or `auto` for one per core). */
  webConcurrency: number;
}

type Env = Record<string, string | undefined>;

function port(value: string | undefined): number {
  const parsed = Number(value ?? 3000);
  if (!Number.isInteger(parsed) || parsed < 0 || parsed > 65535) throw new Error(`PORT must be a port number, got "${value}"`);
  return parsed;
}

const DEFAULT_DESCRIPTION = 'Curated posts from X, YouTube, Facebook, Instagram, Threads, Reddit and LinkedIn, by topic, in one feed.';

function publicUrl(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (!/^https?:\/\/[^/]+\/?$/.test(value)) throw new Error(`PUBLIC_URL must be a scheme and host like https://wiy.example, got "${value}"`);
  return value.replace(/\/$/, '');
}

/** `ALLOWED_HOSTS=wiy.example,wiy.example:8443`: host names as the Host header carries them, with the port it carries. */
function allowedHosts(value: string | undefined): string[] {
  if (!value) return [];
  return value
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter((host) => host !== '')
    .map((host) => {
      if (!HOST_PATTERN.test(host)) throw new Error(`ALLOWED_HOSTS must be host names, each with an optional port (wiy.example:8443), got "${host}"`);
      return host;
    });
}

const defaultWebDist = path.resolve(import.meta.dirname, '../../web/dist');

/** Reads the configuration from the environment, failing fast on a value that cannot work. */
export function loadConfig(env: Env = process.env): Config {
  const shortName = env.APP_SHORT_NAME || 'wiy';
  const databaseUrl = env.DATABASE_URL || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) throw new Error('DATABASE_URL must start with postgres://');
  return {
    host: env.HOST || '0.0.0.0',
    port: port(env.PORT),
    dataDir: path.resolve(env.DATA_DIR || './data'),
    databaseUrl,
    shortName,
    displayName: env.APP_DISPLAY_NAME || shortName,
    description: env.APP_DESCRIPTION || DEFAULT_DESCRIPTION,
    publicUrl: publicUrl(env.PUBLIC_URL),
    allowedHosts: allowedHosts(env.ALLOWED_HOSTS),
    mediaBaseUrl: withSlash(env.MEDIA_BASE_URL || '/media/'),
    mediaStore: mediaStore(env),
    mediaCacheBytes: wholeNumber('MEDIA_CACHE_MB', env.MEDIA_CACHE_MB, 32) * 1024 * 1024,
    supportEmail: env.SUPPORT_EMAIL || `support@${shortName}.example`,
    messagingUrl: env.MESSAGING_URL || 'https://wa.me/910000000000',
    seedDemo: flag(env.SEED_DEMO, true),
    webDist: env.WEB_DIST === '' ? undefined : path.resolve(env.WEB_DIST || defaultWebDist),
    logLevel: env.LOG_LEVEL || 'info',
    trustProxy: trustProxySetting(env.TRUST_PROXY),
    tokenSecret: env.TOKEN_SECRET || undefined,
    smsTransport: smsTransport(env.SMS_TRANSPORT),
    otpMaxPerIpHour: positiveInt('OTP_MAX_PER_IP_HOUR', env.OTP_MAX_PER_IP_HOUR, OTP_MAX_PER_IP_HOUR),
    smsPerHour: positiveInt('SMS_PER_HOUR', env.SMS_PER_HOUR, SMS_PER_HOUR),
    perAddressLimitFactor: positiveInt('PER_ADDRESS_LIMIT_FACTOR', env.PER_ADDRESS_LIMIT_FACTOR, 1),
    anonymousWritesPerHour: positiveInt('ANONYMOUS_WRITES_PER_HOUR', env.ANONYMOUS_WRITES_PER_HOUR, ANONYMOUS_WRITES_PER_HOUR),
    passwordHashConcurrency: positiveInt('PASSWORD_HASH_CONCURRENCY', env.PASSWORD_HASH_CONCURRENCY, os.availableParallelism()),
    passwordHashQueue: positiveInt('PASSWORD_HASH_QUEUE', env.PASSWORD_HASH_QUEUE, PASSWORD_HASH_QUEUE),
    oembedEndpoints: oembedEndpoints(env.OEMBED_ENDPOINTS),
    metadataTimeoutMs: positiveInt('METADATA_TIMEOUT_MS', env.METADATA_TIMEOUT_MS, 4000),
    metadataAllowPrivate: flag(env.METADATA_ALLOW_PRIVATE, false),
    linkCheckTickMs: wholeNumber('LINK_CHECK_TICK_SECONDS', env.LINK_CHECK_TICK_SECONDS, 60) * 1000,
    linkCheckBatch: positiveInt('LINK_CHECK_BATCH', env.LINK_CHECK_BATCH, 10),
    linkCheckIntervalMs: positiveInt('LINK_CHECK_INTERVAL_HOURS', env.LINK_CHECK_INTERVAL_HOURS, 24) * 3600_000,
    linkCheckUnpublishAfter: wholeNumber('LINK_CHECK_UNPUBLISH_AFTER', env.LINK_CHECK_UNPUBLISH_AFTER, 3),
    sourcesPollSeconds: positiveInt('SOURCES_POLL_SECONDS', env.SOURCES_POLL_SECONDS, 30),
    sourceFetchTimeoutMs: positiveInt('SOURCE_FETCH_TIMEOUT_MS', env.SOURCE_FETCH_TIMEOUT_MS, 10_000),
    sourceMaxBytes: positiveInt('SOURCE_MAX_BYTES', env.SOURCE_MAX_BYTES, 5 * 1024 * 1024),
    followNoticeMinutes: positiveInt('FOLLOW_NOTICE_MINUTES', env.FOLLOW_NOTICE_MINUTES, 60),
    publishCheckMs: positiveInt('PUBLISH_CHECK_MS', env.PUBLISH_CHECK_MS, 1000),
    pushAllowPrivate: flag(env.PUSH_ALLOW_PRIVATE, false),
    mediaMaxBytes: positiveInt('MEDIA_MAX_BYTES', env.MEDIA_MAX_BYTES, 5 * 1024 * 1024),
    responseCacheBytes: wholeNumber('RESPONSE_CACHE_MB', env.RESPONSE_CACHE_MB, 64) * 1024 * 1024,
    publicReadsPerMinute: positiveInt('PUBLIC_READS_PER_MINUTE', env.PUBLIC_READS_PER_MINUTE, 600),
    maxEventLoopDelayMs: wholeNumber('MAX_EVENT_LOOP_DELAY_MS', env.MAX_EVENT_LOOP_DELAY_MS, 1000),
    requestTimeoutMs: positiveInt('REQUEST_TIMEOUT_MS', env.REQUEST_TIMEOUT_MS, 15_000),
    keepAliveTimeoutMs: positiveInt('KEEP_ALIVE_TIMEOUT_MS', env.KEEP_ALIVE_TIMEOUT_MS, 5000),
    maxConnections: positiveInt('MAX_CONNECTIONS', env.MAX_CONNECTIONS, 10_000),
    drainDelayMs: wholeNumber('DRAIN_DELAY_MS', env.DRAIN_DELAY_MS, 5000),
    shutdownTimeoutMs: positiveInt('SHUTDOWN_TIMEOUT_MS', env.SHUTDOWN_TIMEOUT_MS, 10_000),
    metricsToken: env.METRICS_TOKEN || undefined,
    jobs: flag(env.JOBS, true),
    databasePoolMax: positiveInt('DATABASE_POOL_MAX', env.DATABASE_POOL_MAX, 10),
    webConcurrency: env.WEB_CONCURRENCY === 'auto' ? os.availableParallelism() : positiveInt('WEB_CONCURRENCY', env.WEB_CONCURRENCY, 1),
  };
}

function wholeNumber(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) throw new Error(`${name} must be a whole number (0 or more), got "${value}"`);
  return parsed;
}

function positiveInt(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed <= 0) throw new Error(`${name} must be a positive whole number, got "${value}"`);
  return parsed;
}

/** The platforms' public oEmbed endpoints; Facebook and Instagram need an app token, so they use Open Graph. */
const DEFAULT_OEMBED: Partial<Record<SocialVendor, string>> = {
  Youtube: 'https://www.youtube.com/oembed',
  Twitter: 'https://publish.twitter.com/oembed',
  Reddit: 'https://www.reddit.com/oembed',
};

/** `OEMBED_ENDPOINTS=Youtube=https://…,Twitter=https://…` replaces the defaults; `none` turns them all off. */
function oembedEndpoints(value: string | undefined): Partial<Record<SocialVendor, string>> {
  if (value === undefined || value === '') return DEFAULT_OEMBED;
  if (value === 'none') return {};
  const endpoints: Partial<Record<SocialVendor, string>> = {};
  for (const pair of value.split(',')) {
    const [vendor = '', url = ''] = pair.split(/=(.*)/s).map((part) => part.trim());
    if (!isSocialVendor(vendor) || !/^https?:\/\//.test(url)) throw new Error(`OEMBED_ENDPOINTS: "${pair}" is not Vendor=http(s)://endpoint`);
    endpoints[vendor] = url;
  }
  return endpoints;
}

/**
 * Which peers may say who the client is in `X-Forwarded-For` (`TRUST_PROXY`): none, a number of proxy hops in
 * front, or the proxies' addresses and CIDR ranges. Never everyone: any client could then name its own address.
 */
export type TrustProxySetting = false | { hops: number } | { addresses: string[] };

/** The names proxy-addr (Fastify's reader of the header) gives to ranges it knows. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const SAFE_FORMS = "false, a number of proxy hops (1), or the proxies' addresses and CIDR ranges (127.0.0.1,10.0.0.0/8)";

function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.has(entry) || net.isIP(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = net.isIP(address);
  if (!family || bits === undefined || rest.length > 0 || !/^\d{1,3}$/.test(bits)) return false;
  return Number(bits) <= (family === 4 ? 32 : 128);
}

/** Reads `TRUST_PROXY`, refusing `true` (and any form it cannot use) with the forms it takes. */
function trustProxySetting(value: string | undefined): TrustProxySetting {
  const setting = (value ?? '').trim();
  if (setting === '' || /^(false|no|off|0)$/i.test(setting)) return false;
  if (/^(true|yes|on)$/i.test(setting)) {
    throw new Error(`TRUST_PROXY=${setting} would let any client choose its own address through X-Forwarded-For; use ${SAFE_FORMS}`);
  }
  if (/^\d+$/.test(setting)) return { hops: Number(setting) };
  const addresses = setting.split(',').map((entry) => entry.trim());
  const wrong = addresses.find((entry) => !isAddressOrRange(entry));
  if (wrong !== undefined) throw new Error(`TRUST_PROXY: "${wrong}" is not an address or CIDR range; use ${SAFE_FORMS}`);
  return { addresses };
}

/** Where one-time codes go, as `SMS_TRANSPORT` names it. */
export type SmsTransportSetting = { kind: 'console' } | { kind: 'outbox'; file: string } | { kind: 'webhook'; url: string };

function smsTransport(value: string | undefined): SmsTransportSetting {
  const setting = value || 'console';
  if (setting === 'console') return { kind: 'console' };
  if (/^outbox:.+/.test(setting)) return { kind: 'outbox', file: setting.slice('outbox:'.length) };
  if (/^webhook:https?:\/\/.+/.test(setting)) return { kind: 'webhook', url: setting.slice('webhook:'.length) };
  throw new Error(`SMS_TRANSPORT must be console, outbox:<file> or webhook:<http(s) url>, got "${setting}"`);
}

/** Where media live, as `MEDIA_STORE` names it, with the S3 connection the `S3_ENDPOINT` and `AWS_*` settings give. */
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

function mediaStore(env: Env): MediaStoreSetting {
  const setting = env.MEDIA_STORE || 'disk';
  if (setting === 'disk') return { kind: 'disk' };
  const match = /^s3:\/\/([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])(?:\/(.*))?$/.exec(setting);
  if (!match) throw new Error(`MEDIA_STORE must be disk or s3://<bucket>[/<prefix>], got "${setting}"`);
  const endpoint = env.S3_ENDPOINT || undefined;
  if (endpoint && !/^https?:\/\/[^/]+/.test(endpoint)) throw new Error(`S3_ENDPOINT must be an http(s) URL, got "${endpoint}"`);
  const { AWS_ACCESS_KEY_ID: accessKeyId, AWS_SECRET_ACCESS_KEY: secretAccessKey } = env;
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) throw new Error('AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY go together: set both, or neither');
  const prefix = (match[2] ?? '').replace(/^\/+|\/+$/g, '');
  return {
    kind: 's3',
    bucket: match[1]!,
    prefix: prefix && `${prefix}/`,
    endpoint,
    region: env.AWS_REGION || 'us-east-1',
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
  };
}

function withSlash(url: string): string {
  return url.endsWith('/') ? url : `${url}/`;
}
