import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { isSocialVendor, type SocialVendor } from '@wiy/shared/vendor';
import { z } from 'zod';
import { HOST_PATTERN } from '../lib/request-origin.ts';

/** What the environment holds for one variable. */
type Text = string | undefined;

/**
 * One setting as an operator sees it: the variable, how its text becomes a value (a zod schema that lists its own
 * problem), and its row in the README's table.
 */
export interface Setting<T> {
  env: string;
  schema: z.ZodType<T, Text>;
  /** The default as the README shows it. */
  shown: string;
  /** The README's description. */
  meaning: string;
  /** The variable's name before it was renamed, and its old unit: refused at start, naming this one. */
  was?: FormerName;
}

const UNIT_MS = { seconds: 1000, minutes: 60_000, hours: 3600_000 } as const;

/** A duration setting's name and unit before it took milliseconds. */
export interface FormerName {
  env: string;
  unit: keyof typeof UNIT_MS;
}

/** What a value of the former variable is in milliseconds, or undefined when it was no whole number. */
export function formerValueMs(former: FormerName, text: string): number | undefined {
  const ms = /^\d+$/.test(text) ? Number(text) * UNIT_MS[former.unit] : NaN;
  return Number.isSafeInteger(ms) ? ms : undefined;
}

/** How a variable's text becomes a value, and its default as the README shows it. */
export interface Kind<T> {
  schema: z.ZodType<T, Text>;
  shown: string;
}

/** Declares a setting; `options.shown` replaces the default the kind shows when it needs words. */
export function setting<T>(env: string, kind: Kind<T>, meaning: string, options: { shown?: string; was?: Setting<T>['was'] } = {}): Setting<T> {
  return { env, schema: kind.schema, shown: options.shown ?? kind.shown, meaning, ...(options.was && { was: options.was }) };
}

/** Thrown by a reader for text that cannot work; becomes the setting's problem in the one message. */
class Refused extends Error {}

function refuse(message: string): never {
  throw new Refused(message);
}

/**
 * A kind read by `read` from the variable's text, or `fallback` when it is unset (or empty, unless `keepsEmpty`).
 * Each problem becomes a zod issue, so that one parse lists every setting's.
 */
function kind<T>(shown: string, fallback: () => T, read: (text: string) => T, keepsEmpty = false): Kind<T> {
  const schema = z
    .string()
    .optional()
    .transform((text, context): T => {
      if (text === undefined || (text === '' && !keepsEmpty)) return fallback();
      try {
        return read(text);
      } catch (error) {
        if (!(error instanceof Refused)) throw error;
        context.addIssue({ code: 'custom', message: error.message });
        return z.NEVER;
      }
    });
  return { schema, shown };
}

const code = (text: string | number) => `\`${text}\``;

export function text(fallback: string): Kind<string> {
  return kind(
    code(fallback),
    () => fallback,
    (value) => value,
  );
}

/** Text with no default: unset is `undefined`. */
export function optionalText(shown = 'unset'): Kind<string | undefined> {
  return kind<string | undefined>(
    shown,
    () => undefined,
    (value) => value,
  );
}

function wholeNumber(text: string, least: 0 | 1): number {
  const value = /^\d+$/.test(text.trim()) ? Number(text) : NaN;
  if (Number.isSafeInteger(value) && value >= least) return value;
  return refuse(`must be ${least === 0 ? 'a whole number (0 or more)' : 'a positive whole number'}, got "${text}"`);
}

/** A whole number: positive, or 0 and more when `zero` says what 0 does (the README tells it). */
export function count(fallback: number, options: { zero?: true } = {}): Kind<number> {
  return kind(
    code(fallback),
    () => fallback,
    (value) => wholeNumber(value, options.zero ? 0 : 1),
  );
}

const UNITS = [
  [3600_000, 'hour'],
  [60_000, 'minute'],
  [1000, 'second'],
] as const;

function spoken(ms: number): string {
  const [size, unit] = UNITS.find(([size]) => ms % size === 0) ?? [1, 'millisecond'];
  const amount = ms / size;
  return `${amount} ${unit}${amount === 1 ? '' : 's'}`;
}

/** A duration in milliseconds (`_MS`), positive, or 0 and more when `zero` says what 0 does. */
export function duration(fallbackMs: number, options: { zero?: true } = {}): Kind<number> {
  return kind(
    `${code(fallbackMs)} (${spoken(fallbackMs)})`,
    () => fallbackMs,
    (value) => wholeNumber(value, options.zero ? 0 : 1),
  );
}

const MB = 1024 * 1024;

/** A size in bytes (`_BYTES`). */
export function bytes(fallback: number): Kind<number> {
  return kind(
    `${code(fallback)} (${fallback / MB} MB)`,
    () => fallback,
    (value) => wholeNumber(value, 1),
  );
}

/** A size in megabytes (`_MB`), 0 and more, read into bytes. */
export function megabytes(fallbackMb: number): Kind<number> {
  return kind(
    code(fallbackMb),
    () => fallbackMb * MB,
    (value) => wholeNumber(value, 0) * MB,
  );
}

const YES = ['1', 'true', 'yes', 'on'];
const NO = ['0', 'false', 'no', 'off'];

/** Yes or no, in any case: a word that is neither is refused rather than read as no. */
export function yesNo(fallback: boolean, shown = String(fallback)): Kind<boolean> {
  return kind(
    code(shown),
    () => fallback,
    (value) => {
      if (YES.includes(value.toLowerCase())) return true;
      if (NO.includes(value.toLowerCase())) return false;
      return refuse(`must be true or false (yes/no, on/off, 1/0), got "${value}"`);
    },
  );
}

/** One of a few words. */
export function oneOf<const W extends string>(words: readonly W[], fallback: W): Kind<W> {
  return kind(
    code(fallback),
    () => fallback,
    (value) => (words.includes(value as W) ? (value as W) : refuse(`must be one of ${words.join(', ')}, got "${value}"`)),
  );
}

export function port(fallback: number): Kind<number> {
  return kind(
    code(fallback),
    () => fallback,
    (value) => {
      const parsed = /^\d+$/.test(value) ? Number(value) : NaN;
      return parsed <= 65535 ? parsed : refuse(`must be a port number (0 to 65535), got "${value}"`);
    },
  );
}

/** A folder, resolved from the working directory. */
export function folder(fallback: string): Kind<string> {
  return kind(
    code(fallback),
    () => path.resolve(fallback),
    (value) => path.resolve(value),
  );
}

/** The built web app: a folder, or nothing when the variable is set empty (an API-only server). */
export function webFolder(fallback: string, shown: string): Kind<string | undefined> {
  return kind<string | undefined>(
    code(shown),
    () => fallback,
    (value) => (value === '' ? undefined : path.resolve(value)),
    true,
  );
}

/** A number of processes or threads: positive, or `auto` for one per core. */
export function perCore(fallback: number | 'auto'): Kind<number> {
  const cores = () => os.availableParallelism();
  return kind(
    code(fallback),
    () => (fallback === 'auto' ? cores() : fallback),
    (value) => (value === 'auto' ? cores() : wholeNumber(value, 1)),
  );
}

export function postgresUrl(): Kind<string | undefined> {
  return kind<string | undefined>(
    'unset',
    () => undefined,
    (value) => (/^postgres(ql)?:\/\//.test(value) ? value : refuse('must start with postgres://')),
  );
}

export function httpUrl(shown: string): Kind<string | undefined> {
  return kind<string | undefined>(
    shown,
    () => undefined,
    (value) => (/^https?:\/\/[^/]+/.test(value) ? value : refuse(`must be an http(s) URL, got "${value}"`)),
  );
}

/** A site's address: a scheme and a host, read without its last slash. */
export function siteAddress(shown: string): Kind<string | undefined> {
  return kind<string | undefined>(
    shown,
    () => undefined,
    (value) => (/^https?:\/\/[^/]+\/?$/.test(value) ? value.replace(/\/$/, '') : refuse(`must be a scheme and host like https://wiy.example, got "${value}"`)),
  );
}

/** A base location other paths are appended to, read with its last slash. */
export function baseUrl(fallback: string): Kind<string> {
  const withSlash = (url: string) => (url.endsWith('/') ? url : `${url}/`);
  return kind(code(fallback), () => fallback, withSlash);
}

/** `wiy.example,wiy.example:8443`: host names as the Host header carries them, with the port it carries, lower-cased. */
export function hostList(shown: string): Kind<string[]> {
  return kind<string[]>(
    shown,
    () => [],
    (value) =>
      value
        .split(',')
        .map((host) => host.trim().toLowerCase())
        .filter((host) => host !== '')
        .map((host) => (HOST_PATTERN.test(host) ? host : refuse(`must be host names, each with an optional port (wiy.example:8443), got "${host}"`))),
  );
}

/** `Youtube=https://…,Twitter=https://…` replaces the defaults; `none` turns them all off. */
export function oembedEndpoints(fallback: Partial<Record<SocialVendor, string>>, shown: string): Kind<Partial<Record<SocialVendor, string>>> {
  return kind(
    shown,
    () => fallback,
    (value) => {
      if (value === 'none') return {};
      const endpoints: Partial<Record<SocialVendor, string>> = {};
      for (const pair of value.split(',')) {
        const [vendor = '', url = ''] = pair.split(/=(.*)/s).map((part) => part.trim());
        if (!isSocialVendor(vendor) || !/^https?:\/\//.test(url)) refuse(`"${pair}" is not Vendor=http(s)://endpoint`);
        endpoints[vendor] = url;
      }
      return endpoints;
    },
  );
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

/** Refuses `true` (and any form it cannot use) with the forms it takes. */
export function trustProxy(): Kind<TrustProxySetting> {
  return kind<TrustProxySetting>(
    code('false'),
    () => false,
    (value) => {
      const setting = value.trim();
      if (setting === '' || /^(false|no|off|0)$/i.test(setting)) return false;
      if (/^(true|yes|on)$/i.test(setting)) refuse(`"${setting}" would let any client choose its own address through X-Forwarded-For; use ${SAFE_FORMS}`);
      if (/^\d+$/.test(setting)) return { hops: Number(setting) };
      const addresses = setting.split(',').map((entry) => entry.trim());
      const wrong = addresses.find((entry) => !isAddressOrRange(entry));
      if (wrong !== undefined) refuse(`"${wrong}" is not an address or CIDR range; use ${SAFE_FORMS}`);
      return { addresses };
    },
  );
}

/** Where one-time codes go, as `SMS_TRANSPORT` names it. */
export type SmsTransportSetting = { kind: 'console' } | { kind: 'outbox'; file: string } | { kind: 'webhook'; url: string };

export function smsTransport(): Kind<SmsTransportSetting> {
  return kind<SmsTransportSetting>(
    code('console'),
    () => ({ kind: 'console' }),
    (value) => {
      if (value === 'console') return { kind: 'console' };
      if (/^outbox:.+/.test(value)) return { kind: 'outbox', file: value.slice('outbox:'.length) };
      if (/^webhook:https?:\/\/.+/.test(value)) return { kind: 'webhook', url: value.slice('webhook:'.length) };
      return refuse(`must be console, outbox:<file> or webhook:<http(s) url>, got "${value}"`);
    },
  );
}

/** `MEDIA_STORE`: the media folder, or a bucket and the key prefix (with its slash, or '' for the bucket's root). */
export type MediaStoreName = { kind: 'disk' } | { kind: 's3'; bucket: string; prefix: string };

export function mediaStore(): Kind<MediaStoreName> {
  return kind<MediaStoreName>(
    code('disk'),
    () => ({ kind: 'disk' }),
    (value) => {
      if (value === 'disk') return { kind: 'disk' };
      const match = /^s3:\/\/([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])(?:\/(.*))?$/.exec(value);
      if (!match) refuse(`must be disk or s3://<bucket>[/<prefix>], got "${value}"`);
      const prefix = (match[2] ?? '').replace(/^\/+|\/+$/g, '');
      return { kind: 's3', bucket: match[1]!, prefix: prefix && `${prefix}/` };
    },
  );
}
