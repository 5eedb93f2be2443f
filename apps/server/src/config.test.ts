import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig, SETTINGS } from './config.ts';
import { withSettingsTable } from './config/settings-table.ts';

/** The message `loadConfig` refuses `env` with. */
function refusal(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error(`${JSON.stringify(env)} was not refused`);
}

describe('loadConfig', () => {
  it('works with nothing set: port 3000, SQLite under ./data, app code wiy, demo content on', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: path.resolve('./data'),
      databaseUrl: undefined,
      shortName: 'wiy',
      displayName: 'wiy',
      mediaBaseUrl: '/media/',
      seedDemo: true,
    });
  });

  it('takes the display name from the short name unless given', () => {
    expect(loadConfig({ APP_SHORT_NAME: 'news' }).displayName).toBe('news');
    expect(loadConfig({ APP_SHORT_NAME: 'news', APP_DISPLAY_NAME: 'News Daily' }).displayName).toBe('News Daily');
  });

  it('refuses a port that is not a port and a database URL that is not PostgreSQL', () => {
    expect(() => loadConfig({ PORT: 'http' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
  });

  it('ends the media base with a slash and reads flags', () => {
    const config = loadConfig({ MEDIA_BASE_URL: 'https://cdn.example/m', SEED_DEMO: 'false' });
    expect(config.mediaBaseUrl).toBe('https://cdn.example/m/');
    expect(config.seedDemo).toBe(false);
  });

  it("trusts no proxy by default, and takes a hop count or the proxies' addresses and CIDR ranges", () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toEqual({ hops: 2 });
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1,fd00::/8,loopback' }).trustProxy).toEqual({
      addresses: ['127.0.0.1', '10.0.0.0/8', '::1', 'fd00::/8', 'loopback'],
    });
  });

  it.each(['true', 'TRUE', 'yes', 'on'])('refuses TRUST_PROXY=%s, naming the safe forms', (value) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY ".*" would let any client.*number of proxy hops.*127\.0\.0\.1,10\.0\.0\.0\/8/);
  });

  it.each(['10.0.0.0/33', '10.0.0', 'proxy.example', '::1/129', '10.0.0.1/8/8', '1.5'])(
    'refuses TRUST_PROXY=%s, which is no address, range or hop count',
    (value) => {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY ".*" is not an address or CIDR range/);
    },
  );

  it('runs the timed jobs, holds 10 PostgreSQL connections and waits 5 s before the drain unless told otherwise', () => {
    expect(loadConfig({})).toMatchObject({ jobs: true, databasePoolMax: 10, drainDelayMs: 5000 });
    expect(loadConfig({ JOBS: 'off', DATABASE_POOL_MAX: '25', DRAIN_DELAY_MS: '0' })).toMatchObject({ jobs: false, databasePoolMax: 25, drainDelayMs: 0 });
    expect(() => loadConfig({ DATABASE_POOL_MAX: '0' })).toThrow(/DATABASE_POOL_MAX/);
    expect(() => loadConfig({ DRAIN_DELAY_MS: '-1' })).toThrow(/DRAIN_DELAY_MS/);
  });

  it('keeps media on disk unless MEDIA_STORE names a bucket, reached through S3_ENDPOINT and the AWS settings', () => {
    expect(loadConfig({}).mediaStore).toEqual({ kind: 'disk' });
    expect(loadConfig({ MEDIA_STORE: 's3://wiy-media' }).mediaStore).toEqual({
      kind: 's3',
      bucket: 'wiy-media',
      prefix: '',
      endpoint: undefined,
      region: 'us-east-1',
      credentials: undefined,
    });
    const r2 = loadConfig({
      MEDIA_STORE: 's3://wiy-media/prod/media/',
      S3_ENDPOINT: 'https://account.r2.cloudflarestorage.com',
      AWS_REGION: 'auto',
      AWS_ACCESS_KEY_ID: 'key',
      AWS_SECRET_ACCESS_KEY: 'secret',
    });
    expect(r2.mediaStore).toEqual({
      kind: 's3',
      bucket: 'wiy-media',
      prefix: 'prod/media/',
      endpoint: 'https://account.r2.cloudflarestorage.com',
      region: 'auto',
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
    });
    expect(() => loadConfig({ MEDIA_STORE: 'gs://bucket' })).toThrow(/MEDIA_STORE/);
    expect(() => loadConfig({ MEDIA_STORE: 's3://' })).toThrow(/MEDIA_STORE/);
    expect(() => loadConfig({ MEDIA_STORE: 's3://bucket', S3_ENDPOINT: 'minio:9000' })).toThrow(/S3_ENDPOINT/);
    expect(() => loadConfig({ MEDIA_STORE: 's3://bucket', AWS_ACCESS_KEY_ID: 'key' })).toThrow(/AWS_SECRET_ACCESS_KEY/);
    expect(loadConfig({}).mediaCacheBytes).toBe(32 * 1024 * 1024);
    expect(loadConfig({ MEDIA_CACHE_MB: '0' }).mediaCacheBytes).toBe(0);
  });

  it('reads the SMS transport, console by default, and refuses one it cannot use', () => {
    expect(loadConfig({}).smsTransport).toEqual({ kind: 'console' });
    expect(loadConfig({ SMS_TRANSPORT: 'outbox:/tmp/sms.jsonl' }).smsTransport).toEqual({ kind: 'outbox', file: '/tmp/sms.jsonl' });
    expect(loadConfig({ SMS_TRANSPORT: 'webhook:https://sms.example/send' }).smsTransport).toEqual({ kind: 'webhook', url: 'https://sms.example/send' });
    expect(() => loadConfig({ SMS_TRANSPORT: 'webhook:ftp://x' })).toThrow(/SMS_TRANSPORT/);
    expect(() => loadConfig({ SMS_TRANSPORT: 'carrier-pigeon' })).toThrow(/SMS_TRANSPORT/);
  });

  it('keeps 20 codes an address an hour unless told otherwise', () => {
    expect(loadConfig({}).otpMaxPerIpHour).toBe(20);
    expect(loadConfig({ OTP_MAX_PER_IP_HOUR: '200' }).otpMaxPerIpHour).toBe(200);
    expect(() => loadConfig({ OTP_MAX_PER_IP_HOUR: '0' })).toThrow(/OTP_MAX_PER_IP_HOUR/);
  });

  it('makes at most 100 codes an hour across the site unless told otherwise', () => {
    expect(loadConfig({}).smsPerHour).toBe(100);
    expect(loadConfig({ SMS_PER_HOUR: '500' }).smsPerHour).toBe(500);
    expect(() => loadConfig({ SMS_PER_HOUR: '0' })).toThrow(/SMS_PER_HOUR/);
  });

  it('checks 10 links a minute in each process, each a day after its last check, and unpublishes after 3 broken results unless told otherwise', () => {
    expect(loadConfig({})).toMatchObject({ linkCheckTickMs: 60_000, linkCheckBatch: 10, linkCheckIntervalMs: 24 * 3600_000, linkCheckUnpublishAfter: 3 });
    const set = loadConfig({ LINK_CHECK_TICK_MS: '5000', LINK_CHECK_BATCH: '50', LINK_CHECK_INTERVAL_MS: '21600000', LINK_CHECK_UNPUBLISH_AFTER: '0' });
    expect(set).toMatchObject({ linkCheckTickMs: 5000, linkCheckBatch: 50, linkCheckIntervalMs: 6 * 3600_000, linkCheckUnpublishAfter: 0 });
    for (const name of ['LINK_CHECK_BATCH', 'LINK_CHECK_INTERVAL_MS']) expect(() => loadConfig({ [name]: '0' })).toThrow(name);
    expect(loadConfig({ LINK_CHECK_TICK_MS: '0' }).linkCheckTickMs).toBe(0);
    expect(() => loadConfig({ LINK_CHECK_UNPUBLISH_AFTER: '-1' })).toThrow(/LINK_CHECK_UNPUBLISH_AFTER/);
  });

  it("polls sources every 30 s, a feed within 10 s and 5 MB, and sends a topic's followers one notice an hour, unless told otherwise", () => {
    expect(loadConfig({})).toMatchObject({ sourcesPollMs: 30_000, sourceFetchTimeoutMs: 10_000, sourceMaxBytes: 5 * 1024 * 1024, followNoticeMs: 3600_000 });
    expect(loadConfig({ SOURCES_POLL_MS: '60000', SOURCE_FETCH_TIMEOUT_MS: '2000', SOURCE_MAX_BYTES: '1000', FOLLOW_NOTICE_MS: '600000' })).toMatchObject({
      sourcesPollMs: 60_000,
      sourceFetchTimeoutMs: 2000,
      sourceMaxBytes: 1000,
      followNoticeMs: 600_000,
    });
    expect(() => loadConfig({ SOURCES_POLL_MS: '0' })).toThrow(/SOURCES_POLL_MS/);
  });

  it('runs one process unless told otherwise, one per core with auto, and refuses any other word', () => {
    expect(loadConfig({}).webConcurrency).toBe(1);
    expect(loadConfig({ WEB_CONCURRENCY: '3' }).webConcurrency).toBe(3);
    expect(loadConfig({ WEB_CONCURRENCY: 'auto' }).webConcurrency).toBe(os.availableParallelism());
    for (const value of ['0', 'all', '1.5']) expect(() => loadConfig({ WEB_CONCURRENCY: value })).toThrow(/WEB_CONCURRENCY/);
  });

  it('reads the allowed hosts lower-cased, none by default, and refuses one that is not a host', () => {
    expect(loadConfig({}).allowedHosts).toEqual([]);
    expect(loadConfig({ ALLOWED_HOSTS: ' WIY.example, www.wiy.example:8443,,[::1]:3000' }).allowedHosts).toEqual([
      'wiy.example',
      'www.wiy.example:8443',
      '[::1]:3000',
    ]);
    for (const value of ['https://wiy.example', 'wiy.example/path', 'user@wiy.example', 'wiy.example:port', 'wiy example']) {
      expect(() => loadConfig({ ALLOWED_HOSTS: value }), value).toThrow(/ALLOWED_HOSTS/);
    }
  });

  it('lists every problem in one message, not the first one only', () => {
    const message = refusal({
      PORT: 'http',
      DATABASE_URL: 'mysql://x',
      SEED_DEMO: 'maybe',
      LOG_LEVEL: 'loud',
      REQUEST_TIMEOUT_MS: '15s',
      RESPONSE_CACHE_MB: '-1',
      TRUST_PROXY: 'true',
      AWS_ACCESS_KEY_ID: 'key',
      LINK_CHECK_INTERVAL_HOURS: '6',
    });
    expect(message.split('\n')).toEqual([
      'The settings cannot work:',
      '- LINK_CHECK_INTERVAL_HOURS is now LINK_CHECK_INTERVAL_MS, in milliseconds instead of hours: set LINK_CHECK_INTERVAL_MS=21600000 instead',
      '- PORT must be a port number (0 to 65535), got "http"',
      '- DATABASE_URL must start with postgres://',
      '- SEED_DEMO must be true or false (yes/no, on/off, 1/0), got "maybe"',
      '- REQUEST_TIMEOUT_MS must be a positive whole number, got "15s"',
      '- RESPONSE_CACHE_MB must be a whole number (0 or more), got "-1"',
      '- LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got "loud"',
      expect.stringMatching(/^- TRUST_PROXY "true" would let any client choose its own address/),
      '- AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY go together: set both, or neither',
    ]);
  });

  it('reads every duration in milliseconds and every size in bytes or megabytes, as its name says', () => {
    for (const { env } of Object.values(SETTINGS)) expect(env).not.toMatch(/_(SECONDS|MINUTES|HOURS|DAYS|KB|GB)$/);
    const config = loadConfig({ REQUEST_TIMEOUT_MS: '2500', FOLLOW_NOTICE_MS: '90000', MEDIA_MAX_BYTES: '1000', RESPONSE_CACHE_MB: '3' });
    expect(config).toMatchObject({ requestTimeoutMs: 2500, followNoticeMs: 90_000, mediaMaxBytes: 1000, responseCacheBytes: 3 * 1024 * 1024 });
  });

  it.each([
    ['LINK_CHECK_TICK_SECONDS', '5', 'LINK_CHECK_TICK_MS=5000'],
    ['LINK_CHECK_INTERVAL_HOURS', '24', 'LINK_CHECK_INTERVAL_MS=86400000'],
    ['SOURCES_POLL_SECONDS', '30', 'SOURCES_POLL_MS=30000'],
    ['FOLLOW_NOTICE_MINUTES', '60', 'FOLLOW_NOTICE_MS=3600000'],
    ['FOLLOW_NOTICE_MINUTES', 'an hour', 'FOLLOW_NOTICE_MS=<milliseconds>'],
  ])('refuses %s=%s, a name from before durations were milliseconds, naming what to set instead', (name, value, instead) => {
    expect(refusal({ [name]: value })).toContain(`${name} is now ${instead.split('=')[0]}, in milliseconds instead of`);
    expect(refusal({ [name]: value })).toContain(`set ${instead} instead`);
  });

  it.each(['PUBLISH_CHECK_MS', 'METADATA_ALLOW_PRIVATE', 'PUSH_ALLOW_PRIVATE'])('refuses %s, which only tests set now, in code', (name) => {
    expect(refusal({ [name]: 'true' })).toContain(`${name} is no longer a setting (only the tests change it, in code): remove it`);
  });

  it('keeps what only tests change shut unless they set it in code', () => {
    expect(loadConfig({})).toMatchObject({ publishCheckMs: 1000, metadataAllowPrivate: false, pushAllowPrivate: false });
    expect(loadConfig({ PORT: '8080' }, { publishCheckMs: 20, pushAllowPrivate: true })).toMatchObject({
      port: 8080,
      publishCheckMs: 20,
      pushAllowPrivate: true,
    });
  });

  it("matches the README's settings table (npm run settings-table writes it)", () => {
    const readme = fs.readFileSync(path.resolve(import.meta.dirname, '../../../README.md'), 'utf8');
    expect(withSettingsTable(readme)).toBe(readme);
    for (const { env } of Object.values(SETTINGS)) expect(readme).toContain(`| \`${env}\` |`);
  });
});
