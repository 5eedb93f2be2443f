import path from 'node:path';

/** Every setting the server reads, with its default; the README lists the same table. */
export interface Config {
  host: string;
  port: number;
  /** Where the SQLite file, generated secrets and media live. */
  dataDir: string;
  /** `postgres://…` selects PostgreSQL; unset means the embedded SQLite file `${dataDir}/wiy.sqlite`. */
  databaseUrl: string | undefined;
  /** The product's short name: the app code checked in the `Application` header (decision 4). */
  shortName: string;
  displayName: string;
  /** Base location the web app prefixes to `u_image` and `u_logo`. */
  mediaBaseUrl: string;
  supportEmail: string;
  messagingUrl: string;
  /** Fill an empty database with demo content on start. */
  seedDemo: boolean;
  /** The built web app to serve; absent in API-only runs. */
  webDist: string | undefined;
  logLevel: string;
  /** Whether to trust X-Forwarded-For from a proxy in front. */
  trustProxy: boolean;
  /** Signs session tokens; generated into `${dataDir}/secrets.json` on first start when not given. */
  tokenSecret: string | undefined;
}

type Env = Record<string, string | undefined>;

function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());
}

function port(value: string | undefined): number {
  const parsed = Number(value ?? 3000);
  if (!Number.isInteger(parsed) || parsed < 0 || parsed > 65535) throw new Error(`PORT must be a port number, got "${value}"`);
  return parsed;
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
    mediaBaseUrl: withSlash(env.MEDIA_BASE_URL || '/media/'),
    supportEmail: env.SUPPORT_EMAIL || `support@${shortName}.example`,
    messagingUrl: env.MESSAGING_URL || 'https://wa.me/910000000000',
    seedDemo: flag(env.SEED_DEMO, true),
    webDist: env.WEB_DIST === '' ? undefined : path.resolve(env.WEB_DIST || defaultWebDist),
    logLevel: env.LOG_LEVEL || 'info',
    trustProxy: flag(env.TRUST_PROXY, false),
    tokenSecret: env.TOKEN_SECRET || undefined,
  };
}

function withSlash(url: string): string {
  return url.endsWith('/') ? url : `${url}/`;
}
