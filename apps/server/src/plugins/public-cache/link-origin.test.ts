import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFeedItem } from '../../../test/factories.ts';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { migrateToLatest, openDatabase, type DatabaseHandle } from '../../db/database.ts';
import { ContentRepository } from '../../modules/curation/content/content.repository.ts';

/** A stand-in for the web app's server-rendering entry: every screen an article with a stored image and the Trending feed. */
const ENTRY = `
export function createPageRenderer() {
  return {
    async render({ url }) {
      return {
        head: { status: 200, type: 'article', title: 'Item', image: '/media/pic.jpg', feed: '/feeds/trending/' },
        body: (async function* () { yield '<p>' + url + '</p>'; })(),
        state: '{}',
        errors: [],
      };
    },
  };
}`;

/** The answers that name the site's address: the home page, an item's page, robots.txt, the sitemap and the feeds. */
const PAGES = ['/', '/content?id=item-1'];
const FILES = ['/robots.txt', '/sitemap.xml', '/feeds/trending/feed.xml', '/feeds/trending/feed.json'];

/** A Host anyone can send: none is loopback or allowed, though some start or end like one. */
const FOREIGN_HOSTS = ['evil.example', 'wiy.example.evil.example', 'wiy.example:8443', 'localhost.evil.example', '127.0.0.1.evil.example', 'evil.example/x'];

describe('one origin for absolute links (decision 204)', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wiy-origin-'));
  const dist = path.join(dir, 'dist');
  const opened: Array<{ app: FastifyInstance; database: DatabaseHandle }> = [];

  /** The whole app over its own database holding one approved item with an image, with `env` as its settings. */
  async function siteApp(env: Record<string, string>): Promise<FastifyInstance> {
    const config = loadConfig({ DATA_DIR: path.join(dir, `data-${opened.length}`), WEB_DIST: dist, LOG_LEVEL: 'silent', MAX_EVENT_LOOP_DELAY_MS: '0', ...env });
    const database = openDatabase({ dataDir: config.dataDir, sqliteFile: ':memory:' });
    await migrateToLatest(database.db);
    await new ContentRepository(database.db).insertMany([buildFeedItem({ uni_id: 'item-1', u_image: 'pic.jpg' })]);
    const app = await buildApp({ config, database, logger: false });
    opened.push({ app, database });
    return app;
  }
  const get = (app: FastifyInstance, url: string, host: string) => app.inject({ method: 'GET', url, headers: { host } });

  let configured: FastifyInstance;
  let unconfigured: FastifyInstance;
  beforeAll(async () => {
    fs.mkdirSync(dist, { recursive: true });
    fs.writeFileSync(path.join(dist, 'index.html'), '<html><head><title>wiy</title></head><body><div id="root"></div></body></html>');
    fs.mkdirSync(path.join(dir, 'dist-server'));
    fs.writeFileSync(path.join(dir, 'dist-server/entry-server.js'), ENTRY);
    configured = await siteApp({ PUBLIC_URL: 'https://wiy.example' });
    unconfigured = await siteApp({ ALLOWED_HOSTS: 'wiy.example, www.wiy.example:8080' });
  });
  afterAll(async () => {
    for (const { app } of opened) await app.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  /** Every absolute link each answer must carry at `origin`, and that it is public. */
  async function expectLinksAt(app: FastifyInstance, host: string, origin: string) {
    for (const url of [...PAGES, ...FILES]) {
      const answer = await get(app, url, host);
      expect(answer.statusCode, url).toBe(200);
      expect(answer.headers['cache-control'], url).toMatch(/^public/);
    }
    const item = (await get(app, '/content?id=item-1', host)).body;
    expect(item).toContain(`<link rel="canonical" href="${origin}/content?id=item-1" />`);
    expect(item).toContain(`<meta property="og:url" content="${origin}/content?id=item-1" />`);
    expect(item).toContain(`<meta property="og:image" content="${origin}/media/share/pic.jpg.jpg" />`);
    expect(item).toContain(`href="${origin}/feeds/trending/feed.xml"`);
    expect((await get(app, '/robots.txt', host)).body).toContain(`Sitemap: ${origin}/sitemap.xml`);
    expect((await get(app, '/sitemap.xml', host)).body).toContain(`<loc>${origin}/content?id=item-1</loc>`);
    expect((await get(app, '/feeds/trending/feed.xml', host)).body).toContain(`<link>${origin}/content?id=item-1</link>`);
    expect((await get(app, '/feeds/trending/feed.json', host)).json()).toMatchObject({
      home_page_url: `${origin}/`,
      items: [{ url: `${origin}/content?id=item-1` }],
    });
  }

  it('with PUBLIC_URL, names it in every answer whatever Host the request sends', async () => {
    for (const host of ['localhost', ...FOREIGN_HOSTS]) {
      await expectLinksAt(configured, host, 'https://wiy.example');
      for (const url of [...PAGES, ...FILES]) expect((await get(configured, url, host)).body).not.toContain('evil');
    }
  });

  it('without PUBLIC_URL, names a loopback host the request came to, with its port', async () => {
    for (const host of ['localhost', 'localhost:3000', '127.0.0.1', '127.8.9.10:8080', '[::1]:3000', 'LocalHost:3000']) {
      await expectLinksAt(unconfigured, host, `http://${host.toLowerCase()}`);
    }
  });

  it('without PUBLIC_URL, names a host ALLOWED_HOSTS lists, with the port it lists', async () => {
    await expectLinksAt(unconfigured, 'wiy.example', 'http://wiy.example');
    await expectLinksAt(unconfigured, 'www.wiy.example:8080', 'http://www.wiy.example:8080');
  });

  it('names a foreign Host nowhere, lets no shared cache keep what it answers, and keeps none of it for another request', async () => {
    for (const host of FOREIGN_HOSTS) {
      const kept = unconfigured.publicAnswers.keptBytes;
      for (const url of [...PAGES, ...FILES]) {
        const answer = await get(unconfigured, url, host);
        expect(answer.body, `${url} at ${host}`).not.toContain('evil');
        expect(answer.body, `${url} at ${host}`).not.toContain('http://wiy.example');
        expect(answer.headers['cache-control'], `${url} at ${host}`).toMatch(/^private/);
        expect(answer.headers['cache-control'], `${url} at ${host}`).not.toContain('s-maxage');
        expect(answer.headers['cdn-cache-control'], `${url} at ${host}`).toBeUndefined();
      }
      expect(unconfigured.publicAnswers.keptBytes, host).toBe(kept);
    }
  });

  it('at a foreign Host, writes pages with relative links, robots.txt without the sitemap, and refuses the sitemap and feeds', async () => {
    const item = await get(unconfigured, '/content?id=item-1', 'evil.example');
    expect(item.statusCode).toBe(200);
    expect(item.body).toContain('<link rel="canonical" href="/content?id=item-1" />');
    // Open Graph's URLs and the feeds' links must be absolute: left out rather than written with a stranger's host.
    expect(item.body).not.toMatch(/og:url|og:image|twitter:image|rel="alternate"/);
    const robots = await get(unconfigured, '/robots.txt', 'evil.example');
    expect(robots.statusCode).toBe(200);
    expect(robots.body).toContain('Disallow: /api/');
    expect(robots.body).not.toContain('Sitemap:');
    for (const url of ['/sitemap.xml', '/sitemap-1.xml', '/feeds/trending/feed.xml', '/feeds/trending/feed.json']) {
      const refused = await get(unconfigured, url, 'evil.example');
      expect(refused.statusCode, url).toBe(421);
      expect(refused.json(), url).toEqual({ Error: "Sitemaps and feeds are served at the site's own address only" });
    }
  });

  it('answers a good Host with its own links after a foreign one asked first for the same address, and the foreign one after it with none', async () => {
    // Addresses no test asked for before, so that nothing kept earlier answers them.
    for (const url of ['/?after=foreign', '/content?id=item-1&after=foreign', ...FILES.map((file) => `${file}?after=foreign`)]) {
      await get(unconfigured, url, 'evil.example');
      const good = await get(unconfigured, url, 'wiy.example');
      expect(good.body, url).toContain('http://wiy.example/');
      expect(good.headers['cache-control'], url).toMatch(/^public/);
      expect((await get(unconfigured, url, 'wiy.example')).body, url).toBe(good.body);
      expect((await get(unconfigured, url, 'evil.example')).body, url).not.toContain('wiy.example');
    }
  });
});
