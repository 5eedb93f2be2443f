import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { APP_CONFIG_META, type AppConfig } from '@wiy/shared/app-config';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const API_PREFIXES = ['/api/', '/lom/', '/authenticate', '/verify', '/firebase/', '/media/', '/healthz'];

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The built index.html with the runtime configuration written into its meta tag and title. */
export function renderIndexHtml(template: string, config: AppConfig): string {
  return template
    .replace(`content="${APP_CONFIG_META}"`, `content="${escapeAttribute(JSON.stringify(config))}"`)
    .replace('<title>wiy</title>', `<title>${escapeAttribute(config.displayName)}</title>`);
}

/**
 * The web app manifest (decision 070): the names come from the runtime configuration, the colour from the
 * built page's `theme-color` meta so that the two never differ (the splash screen shows it too).
 */
export function webManifest(template: string, config: AppConfig) {
  const themeColor = /<meta name="theme-color" content="([^"]+)"/.exec(template)?.[1];
  return {
    id: '/',
    name: config.displayName,
    short_name: config.shortName,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: themeColor,
    background_color: themeColor,
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}

/**
 * The service worker's own policy: it fetches the https images a page shows (img-src https:), which the
 * page policy's connect-src 'self' would refuse it.
 */
const WORKER_CSP = "default-src 'self'; connect-src 'self' https:";

/**
 * Serves the built web app: hashed assets cached for a year, and index.html for every other browser
 * route so that a reload of /content?id=… works. Paths of the API that match nothing answer JSON 404.
 * The service worker and the manifest are revalidated on every load, so a new version is found at once.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string | undefined, appConfig: AppConfig): Promise<void> {
  const indexFile = webDist ? path.join(webDist, 'index.html') : undefined;
  const template = indexFile && fs.existsSync(indexFile) ? fs.readFileSync(indexFile, 'utf8') : undefined;
  const index = template && renderIndexHtml(template, appConfig);
  if (webDist && index) {
    await app.register(fastifyStatic, {
      root: webDist,
      index: false,
      wildcard: false,
      cacheControl: false,
      setHeaders: (res, filePath) => {
        if (filePath === path.join(webDist, 'sw.js')) {
          res.setHeader('cache-control', 'no-cache');
          res.setHeader('content-security-policy', WORKER_CSP);
          return;
        }
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      },
    });
  } else if (webDist) {
    app.log.warn({ webDist }, 'web app not built: run `npm run build`; serving the API only');
  }

  const sendIndex = (reply: FastifyReply) => reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(index);

  if (template && index) {
    app.get('/', { schema: { hide: true } }, async (_request, reply) => sendIndex(reply));
    const manifest = JSON.stringify(webManifest(template, appConfig));
    app.get('/manifest.webmanifest', { schema: { hide: true } }, async (_request, reply) =>
      reply.header('cache-control', 'no-cache').type('application/manifest+json; charset=utf-8').send(manifest),
    );
  }

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const isApi = API_PREFIXES.some((prefix) => request.url.startsWith(prefix));
    if (index && !isApi && (request.method === 'GET' || request.method === 'HEAD')) return sendIndex(reply);
    return reply.code(404).send({ Error: `Not found: ${request.method} ${request.url.split('?')[0]}` });
  });
}

/** Media files (`u_image`, `u_logo`) from `${dataDir}/media` at /media/. */
export async function registerMedia(app: FastifyInstance, mediaDir: string): Promise<void> {
  fs.mkdirSync(mediaDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: mediaDir,
    prefix: '/media/',
    decorateReply: false,
    index: false,
    cacheControl: false,
    setHeaders: (res) => res.setHeader('cache-control', 'public, max-age=86400'),
  });
}
