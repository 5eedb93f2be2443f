import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import { APP_CONFIG_META, type AppConfig } from '@wiy/shared/app-config';
import { asksToSaveData, readDataSaverMode, savesData } from '@wiy/shared/data-saver';
import { displayAttributes, muteAttributes, readDisplayPreferences } from '@wiy/shared/display-preferences';
import { isStoredImagePath } from '@wiy/shared/image-variants';
import { acceptedLanguages, chosenLocale, firstSpokenLocale, type Locale } from '@wiy/shared/locales';
import { hotTopicPath } from '@wiy/shared/screen-paths';
import { isClientRenderedScreen, PAGE_STATE_ELEMENT_ID, type PageRenderer, type PageRendererSetup, type RenderedPage } from '@wiy/shared/page-renderer';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { escapeMarkup } from '../lib/escape-markup.ts';
import { importModule } from '../lifecycle/launch-lends.ts';
import { requestOrigin } from '../lib/request-origin.ts';
import { pageHeadTags, type SiteDetails } from './page-head.ts';
import { RENDER_HEADER, RENDER_TOKEN } from './overload/public-read-limit.ts';
import { answerPublicly } from './public-cache/public-cache.ts';

// The API's paths, and the crawler files' (decision 073): a wrong one answers JSON 404, never the app's HTML.
const API_PREFIXES = [
  '/api/',
  '/lom/',
  '/authenticate',
  '/verify',
  '/firebase/',
  '/media/',
  '/healthz',
  '/livez',
  '/readyz',
  '/metrics',
  '/robots.txt',
  '/sitemap',
];
const ROOT_ELEMENT = '<div id="root"></div>';
const HEAD_END = '</head>';
const HTML = 'text/html; charset=utf-8';
/** A page shows dates as of its render ('Today', the day groups): a kept one is rendered again after a minute. */
const PAGE_MAX_AGE_MS = 60_000;

/** The page cut where a render's head tags and its markup go. */
function splitDocument(page: string): [string, string, string] {
  const headEnd = page.indexOf(HEAD_END);
  const [start = '', end = ''] = page.slice(headEnd).split(ROOT_ELEMENT);
  return [page.slice(0, headEnd), start, end];
}
const TITLE = /<title>[^<]*<\/title>/;
/** A hot topic's screen, from the one place its links are written. */
const HOT_TOPIC_SCREEN = new URL(hotTopicPath({ uni_id: '', u_title: '' }), 'http://page.invalid').pathname;
const STYLE_SHEET = /<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/;

/**
 * The page with its one style sheet written in: the first paint needs no second request (the CSP allows
 * inline styles). A sheet that could close its own element is left as a link.
 */
function inlineStyleSheet(template: string, webDist: string): string {
  const link = STYLE_SHEET.exec(template);
  if (!link) return template;
  const css = fs.readFileSync(path.join(webDist, link[1]!), 'utf8');
  return css.includes('</') ? template : template.replace(link[0], () => `<style>${css}</style>`);
}

/** The built index.html with the runtime configuration written into its meta tag and title. */
function renderIndexHtml(template: string, config: AppConfig): string {
  return template
    .replace(`content="${APP_CONFIG_META}"`, `content="${escapeMarkup(JSON.stringify(config))}"`)
    .replace(TITLE, `<title>${escapeMarkup(config.displayName)}</title>`);
}

/**
 * The page's language (decision 095): the reader's choice (its cookie), else the first of the browser's languages
 * the app speaks, by their `q` (a tag such as `hi-IN` asks for Hindi), else English: the rule the browser applies to
 * `navigator.languages`, so that both agree.
 */
function pageLocale(request: FastifyRequest): Locale {
  const header = request.headers['accept-language'];
  return chosenLocale(request.headers.cookie) ?? firstSpokenLocale(acceptedLanguages(typeof header === 'string' ? header : undefined));
}

/**
 * The reader's display preferences (their cookies) written on `<html>`, so that the first paint has them
 * (decision 089), the mark of a device with mutes (decision 093) and the page's language (decision 095). A page
 * that carries a preference or a mute is that reader's own (`personal`): neither kept here nor by a shared cache,
 * since many CDNs ignore `Vary: cookie` and would hand it to everyone. A page's language makes it no one's own: it
 * is the page every reader of that language gets, kept apart per language; a cache that ignores `Vary` and hands it
 * to a reader of another is corrected by the page once live. The data saver (its cookie, else the request's
 * `Save-Data`; decision 242) is the same: the page of every reader who saves data, kept apart from the other.
 */
function readerDisplay(
  request: FastifyRequest,
  reply: FastifyReply,
): { mark: (document: string) => string; personal: boolean; locale: Locale; dataSaver: boolean; saveData: boolean } {
  reply.header('vary', 'cookie, accept-language, save-data');
  const { cookie } = request.headers;
  const locale = pageLocale(request);
  const saveData = asksToSaveData(request.headers['save-data']);
  const dataSaver = savesData(readDataSaverMode(cookie), { saveData, slowConnection: false });
  const attributes = Object.entries({ ...displayAttributes(readDisplayPreferences(cookie)), ...muteAttributes(cookie) });
  const written = attributes.map(([name, value]) => ` ${name}="${value}"`).join('');
  return {
    mark: (document) => document.replace(/<html(?: lang="[^"]*")?/, `<html lang="${locale}"${written}`),
    personal: written !== '',
    locale,
    dataSaver,
    saveData,
  };
}

async function* documentParts(head: string, headTags: string, start: string, page: RenderedPage, end: string) {
  yield head;
  yield headTags;
  yield start;
  yield '<div id="root">';
  yield* page.body;
  yield `</div><script type="application/json" id="${PAGE_STATE_ELEMENT_ID}">${page.state}</script>`;
  yield end;
}

export interface WebAppOptions {
  appConfig: AppConfig;
  site: SiteDetails;
  /** Counts a page against the caller's public reads (its own API calls count as the page). */
  limitPublicRead: (request: FastifyRequest) => void;
  /** A hot topic's picture (`u_image`), or null for an unknown topic or one without. */
  topicImage: (id: string) => Promise<string | null>;
}

/** The server-rendering entry Vite builds beside the web app (`npm run build`), when it is there. */
async function loadPageRenderer(app: FastifyInstance, webDist: string, appConfig: AppConfig): Promise<PageRenderer | undefined> {
  const entry = path.join(path.dirname(webDist), 'dist-server', 'entry-server.js');
  if (!fs.existsSync(entry)) {
    app.log.warn({ entry }, 'server rendering entry not built: pages render in the browser only');
    return undefined;
  }
  const { createPageRenderer } = (await importModule(pathToFileURL(entry).href)) as { createPageRenderer: (setup: PageRendererSetup) => PageRenderer };
  return createPageRenderer({
    appConfig,
    // The pages' API calls are answered in-process, through the same routes, schemas and presenters.
    transport: async (url, init) => {
      const headers = { ...init.headers, [RENDER_HEADER]: RENDER_TOKEN };
      const answer = await app.inject({ method: init.method as 'GET', url, headers, ...(init.body !== undefined && { payload: init.body }) });
      return new Response(new Uint8Array(answer.rawPayload), {
        status: answer.statusCode,
        headers: { 'content-type': String(answer.headers['content-type'] ?? '') },
      });
    },
  });
}

/**
 * The web app manifest (decision 070): the names come from the runtime configuration, the colour from the
 * built page's `theme-color` meta so that the two never differ (the splash screen shows it too).
 */
function webManifest(template: string, config: AppConfig) {
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
 * Serves the built web app: hashed assets cached for a year; the browsing screens rendered by the server
 * with their data (streamed, then hydrated by the same components); the account and console screens as the
 * bare index.html the browser renders. An unknown page renders the not-found screen with status 404. Paths
 * of the API that match nothing answer JSON 404. The service worker and the manifest are revalidated on
 * every load, so a new version is found at once.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string | undefined, options: WebAppOptions): Promise<void> {
  const indexFile = webDist ? path.join(webDist, 'index.html') : undefined;
  const template = webDist && indexFile && fs.existsSync(indexFile) ? inlineStyleSheet(fs.readFileSync(indexFile, 'utf8'), webDist) : undefined;
  const index = template && renderIndexHtml(template, options.appConfig);
  if (webDist && index) {
    await app.register(fastifyStatic, {
      root: webDist,
      index: false,
      wildcard: false,
      // The build writes .br and .gz beside each script, style and icon; the best one the browser takes is sent.
      preCompressed: true,
      cacheControl: false,
      setHeaders: (res, filePath) => {
        if (filePath === path.join(webDist, 'sw.js')) {
          res.setHeader('cache-control', 'no-cache');
          res.setHeader('content-security-policy', WORKER_CSP);
          return;
        }
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
        // A shared cache must keep the Brotli, gzip and plain copies apart.
        res.setHeader('vary', 'accept-encoding');
      },
    });
  } else if (webDist) {
    app.log.warn({ webDist }, 'web app not built: run `npm run build`; serving the API only');
  }
  const renderer = webDist && index ? await loadPageRenderer(app, webDist, options.appConfig) : undefined;
  // Split once: a page is the head's start, its tags, the rest of the head and body up to the root, the app, the end.
  const [documentHead, documentStart, documentEnd] = index ? splitDocument(index.replace(TITLE, '')) : [];

  const sendIndex = (reply: FastifyReply, mark: (document: string) => string) => reply.header('cache-control', 'no-cache').type(HTML).send(mark(index!));

  /**
   * The picture of a screen whose own data names none, as the web writes a media link: a hot topic's page shows its
   * items, and no API call reads one topic, so its share preview (decision 243) is looked up here.
   */
  const screenImage = async (url: string): Promise<string | undefined> => {
    const address = new URL(url, 'http://page.invalid');
    const topic = address.pathname === HOT_TOPIC_SCREEN ? address.searchParams.get('id') : null;
    const image = topic ? await options.topicImage(topic) : null;
    if (!image) return undefined;
    return isStoredImagePath(image) ? options.site.mediaBaseUrl + image.replace(/^\/+/, '') : image;
  };

  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0]!;
    const display = readerDisplay(request, reply);
    if (!renderer || documentHead === undefined || documentStart === undefined || documentEnd === undefined || isClientRenderedScreen(pathname)) {
      return sendIndex(reply, display.mark);
    }
    options.limitPublicRead(request);
    const origin = requestOrigin(request, request.server.config);
    // The page names its own address (canonical, share previews), so it is kept per origin, per language and
    // with or without the data saver and the request's Save-Data (its state tells the browser both); one for a
    // host that is not the site's names none, and is neither kept nor sent from what is kept (decision 204).
    const key = `${display.locale}${display.dataSaver ? ' saver' : ''}${display.saveData ? ' save-data' : ''} ${origin}${request.url}`;
    const version = app.publicAnswers.version.current;
    const keepable = origin !== undefined && !display.personal;
    if (keepable && (await app.publicAnswers.servedFromMemory(request, reply, key, version))) return reply;
    let page: RenderedPage;
    try {
      page = await renderer.render({ url: request.url, locale: display.locale, dataSaver: display.dataSaver, saveData: display.saveData });
    } catch (error) {
      // A page the server cannot render still works: the browser renders it, as before server rendering.
      request.log.error({ err: error }, 'server rendering failed; sending the page to render in the browser');
      return sendIndex(reply, display.mark);
    }
    for (const error of page.errors) request.log.error({ err: error }, 'a component failed to render on the server');
    const head = pageHeadTags({ ...page.head, image: page.head.image ?? (await screenImage(request.url)) }, origin, request.url, options.site);
    const decoder = new TextDecoder();
    let html = '';
    // Streamed as it renders; a whole page that rendered without an error is kept for the next visitor.
    async function* document() {
      for await (const chunk of documentParts(display.mark(documentHead!), head, documentStart!, page, documentEnd!)) {
        html += typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
        yield chunk;
      }
      html += decoder.decode();
      if (shared) app.publicAnswers.settle(request, app.publicAnswers.keep(key, version, HTML, html, { maxAgeMs: PAGE_MAX_AGE_MS }));
    }
    // The whole screen rendered, for every reader: a page with a part left to the browser is rendered again for the next visitor.
    const shared = keepable && page.head.status === 200 && page.errors.length === 0;
    if (shared) answerPublicly(reply);
    else reply.header('cache-control', keepable ? 'no-cache' : 'private, no-cache');
    return reply.code(page.head.status).type(HTML).send(Readable.from(document()));
  };

  if (template && index) {
    app.get('/', { schema: { hide: true } }, sendPage);
    const manifest = JSON.stringify(webManifest(template, options.appConfig));
    app.get('/manifest.webmanifest', { schema: { hide: true } }, async (_request, reply) =>
      reply.header('cache-control', 'no-cache').type('application/manifest+json; charset=utf-8').send(manifest),
    );
  }

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const isApi = API_PREFIXES.some((prefix) => request.url.startsWith(prefix));
    if (index && !isApi && (request.method === 'GET' || request.method === 'HEAD')) return sendPage(request, reply);
    return reply.code(404).send({ Error: `Not found: ${request.method} ${request.url.split('?')[0]}` });
  });
}
