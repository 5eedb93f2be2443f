import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { APP_CONFIG_META, type AppConfig } from '@wiy/shared/app-config';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { escapeMarkup } from '../lib/escape-markup.ts';

// The API's paths, and the crawler files' (decision 073): a wrong one answers JSON 404, never the app's HTML.
const API_PREFIXES = ['/api/', '/lom/', '/authenticate', '/verify', '/firebase/', '/media/', '/healthz', '/robots.txt', '/sitemap'];

/** The built index.html with the runtime configuration written into its meta tag and title. */
export function renderIndexHtml(template: string, config: AppConfig): string {
  return template
    .replace(`content="${APP_CONFIG_META}"`, `content="${escapeMarkup(JSON.stringify(config))}"`)
    .replace('<title>wiy</title>', `<title>${escapeMarkup(config.displayName)}</title>`);
}

/**
 * Serves the built web app: hashed assets cached for a year, and index.html for every other browser
 * route so that a reload of /content?id=… works. Paths of the API that match nothing answer JSON 404.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string | undefined, appConfig: AppConfig): Promise<void> {
  const indexFile = webDist ? path.join(webDist, 'index.html') : undefined;
  const index = indexFile && fs.existsSync(indexFile) ? renderIndexHtml(fs.readFileSync(indexFile, 'utf8'), appConfig) : undefined;
  if (webDist && index) {
    await app.register(fastifyStatic, {
      root: webDist,
      index: false,
      wildcard: false,
      cacheControl: false,
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      },
    });
  } else if (webDist) {
    app.log.warn({ webDist }, 'web app not built: run `npm run build`; serving the API only');
  }

  const sendIndex = (reply: FastifyReply) => reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(index);

  if (index) app.get('/', { schema: { hide: true } }, async (_request, reply) => sendIndex(reply));

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
