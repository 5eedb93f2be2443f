import Fastify, { type FastifyInstance } from 'fastify';
import { expect, it, onTestFinished, vi } from 'vitest';
import { buildCategory, buildChannel, buildFeedItem, buildHotTopic, buildListCategory, buildSubCategory } from '../../../test/factories.ts';
import { describeEachDatabase } from '../../../test/helper.ts';
import type { Config } from '../../config.ts';
import { appDependencies } from '../../plugins/app-dependencies.ts';
import { registerErrorHandler } from '../../plugins/errors.ts';
import { categoriesServices } from '../categories/categories-services.ts';
import { CategoriesRepository } from '../categories/categories.repository.ts';
import { channelsServices } from '../channels/channels-services.ts';
import { feedServices } from '../feed/feed-services.ts';
import { ContentRepository } from '../curation/content/content.repository.ts';
import { FeedRepository } from '../feed/feed.repository.ts';
import { hotTopicsServices } from '../hot-topics/hot-topics-services.ts';
import { HotTopicsRepository } from '../hot-topics/hot-topics.repository.ts';
import { policiesServices } from '../policies/policies-services.ts';
import { siteMapServices, type SiteMapOptions } from './site-map-services.ts';
import { siteMapRoutes } from './site-map.routes.ts';
import { SITEMAP_CACHE_MS } from './site-map.service.ts';

const ORIGIN = 'http://news.example';
const FIXED = ['/', '/content-list', '/list-category-channel', '/recipe-channel-list', '/policy', '/category?catid=all&subid=all'];

const unescapeXml = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

/** Each `<url>` of a urlset: its location (unescaped) without the origin, and its lastmod if any. */
function urls(xml: string): { path: string; lastmod?: string }[] {
  return [...xml.matchAll(/<url><loc>([^<]*)<\/loc>(?:<lastmod>([^<]*)<\/lastmod>)?<\/url>/g)].map(([, loc, lastmod]) => {
    const url = unescapeXml(loc!);
    expect(url.startsWith(ORIGIN)).toBe(true);
    return { path: url.slice(ORIGIN.length), ...(lastmod === undefined ? {} : { lastmod }) };
  });
}
const paths = (xml: string) => urls(xml).map((url) => url.path);

describeEachDatabase(
  'robots.txt and sitemap routes',
  (ctx) => {
    const db = () => ctx().database.db;

    /**
     * The module alone on this file's database, with its own cache, so each test reads what it inserted;
     * `options` lowers the limits so a few rows cross them; `config` changes settings.
     */
    async function siteMapApp(options: SiteMapOptions = {}, config: Partial<Config> = {}): Promise<FastifyInstance> {
      const app = Fastify({ logger: false });
      await app.register(appDependencies, { config: { ...ctx().config, ...config }, database: ctx().database, clock: ctx().clock });
      registerErrorHandler(app);
      for (const services of [feedServices, categoriesServices, hotTopicsServices, channelsServices, policiesServices]) await app.register(services);
      await app.register(siteMapServices, options);
      await app.register(siteMapRoutes);
      onTestFinished(() => app.close());
      return app;
    }
    const get = (app: FastifyInstance, url: string, host = 'news.example') => app.inject({ method: 'GET', url, headers: { host } });

    it('answers robots.txt as text without the Application header: the private paths refused, the sitemap named', async () => {
      const response = await ctx().app.inject({ method: 'GET', url: '/robots.txt', headers: { host: 'news.example' } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(response.headers['cache-control']).toBe('public, max-age=3600');
      expect(response.body.split('\n')).toEqual([
        'User-agent: *',
        'Allow: /',
        'Disallow: /api/',
        'Disallow: /admin',
        'Disallow: /login',
        'Disallow: /sign-up',
        'Disallow: /otpverify',
        'Disallow: /forgot-password',
        'Disallow: /new-pin',
        'Disallow: /accountdelete',
        'Disallow: /settings',
        'Disallow: /saved',
        '',
        'Sitemap: http://news.example/sitemap.xml',
        '',
      ]);
    });

    it('answers the sitemap as XML without the Application header, listing the fixed public screens', async () => {
      const response = await ctx().app.inject({ method: 'GET', url: '/sitemap.xml', headers: { host: 'news.example' } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
      expect(response.headers['cache-control']).toBe('public, max-age=3600');
      expect(response.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
      expect(paths(response.body).slice(0, FIXED.length)).toEqual(FIXED);
    });

    it('takes the origin from a request at a host the site answers for', async () => {
      const app = await siteMapApp();
      const robots = await get(app, '/robots.txt', 'other.example:8080');
      expect(robots.body).toContain('Sitemap: http://other.example:8080/sitemap.xml');
      const sitemap = await get(app, '/sitemap.xml', 'other.example:8080');
      expect(sitemap.body).toContain('<url><loc>http://other.example:8080/content-list</loc></url>');
    });

    it('lists every approved item with its update time as lastmod, and no unapproved one', async () => {
      const approved = [buildFeedItem({ updated: '2026-11-20T08:00:00.000Z' }), buildFeedItem(), buildFeedItem()];
      await new ContentRepository(db()).insertMany([...approved, buildFeedItem({ uni_id: 'pending', u_approved_date: null })]);
      // Two rows a read: the walk must go on past full pages to the last item.
      const xml = (await get(await siteMapApp({ rowsPerRead: 2 }), '/sitemap.xml')).body;
      const items = urls(xml).filter((url) => url.path.startsWith('/content?'));
      const expected = [...approved].sort((a, b) => (a.uni_id < b.uni_id ? -1 : 1));
      expect(items).toEqual(expected.map((item) => ({ path: `/content?id=${item.uni_id}`, lastmod: item.updated })));
      expect(xml).not.toContain('pending');
    });

    it("lists 'All' and every sub-category under its category, as the category navigation links them", async () => {
      // A stored 'all' is shown as the synthetic one, a single link: its sub-categories have none.
      await new CategoriesRepository(db()).insert(
        [buildCategory({ uni_id: 'news' }), buildCategory({ uni_id: 'empty' }), buildCategory({ uni_id: 'all' })],
        [buildSubCategory('news', { uni_id: 'world' }), buildSubCategory('news', { uni_id: 'local' }), buildSubCategory('all', { uni_id: 'hidden' })],
      );
      const listed = paths((await get(await siteMapApp(), '/sitemap.xml')).body).filter((path) => path.startsWith('/category?'));
      expect(listed.map((path) => Object.fromEntries(new URLSearchParams(path.split('?')[1])))).toEqual([
        { catid: 'all', subid: 'all' },
        { catid: 'news', subid: 'world' },
        { catid: 'news', subid: 'local' },
      ]);
    });

    it('lists every hot topic with its name', async () => {
      const topics = [buildHotTopic({ u_title: 'World Cup' }), buildHotTopic({ u_title: 'Elections' }), buildHotTopic({ u_title: 'Monsoon' })];
      await new HotTopicsRepository(db()).insertMany(topics);
      const listed = paths((await get(await siteMapApp({ rowsPerRead: 2 }), '/sitemap.xml')).body).filter((path) =>
        path.startsWith('/content-list-hot-topic?'),
      );
      const read = listed.map((path) => Object.fromEntries(new URLSearchParams(path.split('?')[1])));
      expect(read).toHaveLength(3);
      expect(read).toEqual(expect.arrayContaining(topics.map((topic) => ({ id: topic.uni_id, name: topic.u_title }))));
    });

    it("lists every channel's feed, the channel in the data parameter as the channel list writes it", async () => {
      await db()
        .insertInto('list_category')
        .values(buildListCategory({ uni_id: 'music' }))
        .execute();
      const channels = [buildChannel('music', { u_name: 'Isai Ragam மெல்லிசை' }), buildChannel('music', { u_logo: null }), buildChannel('music')];
      await db().insertInto('list_channel').values(channels).execute();
      const listed = paths((await get(await siteMapApp({ rowsPerRead: 2 }), '/sitemap.xml')).body).filter((path) =>
        path.startsWith('/list-category-channel/list-channel-feed?'),
      );
      const decoded = listed.map((path) => JSON.parse(Buffer.from(new URLSearchParams(path.split('?')[1]).get('data')!, 'base64').toString('utf8')));
      expect(decoded).toHaveLength(3);
      expect(decoded).toEqual(
        expect.arrayContaining(
          channels.map((channel) => ({ channelId: channel.uni_id, categoryId: 'music', channelLogo: channel.u_logo ?? '', channelName: channel.u_name })),
        ),
      );
    });

    it("lists the policies of the app's own knowledge base, and no other entry", async () => {
      await db()
        .insertInto('knowledge_category')
        .values([
          { id: 'kc-policy', name: 'policy', product: ctx().config.shortName },
          { id: 'kc-faq', name: 'faq', product: ctx().config.shortName },
          { id: 'kc-other', name: 'policy', product: 'other-product' },
        ])
        .execute();
      const at = '2026-11-01T00:00:00.000Z';
      const entry = (id: string, category: string, order: number) => ({
        id,
        category_id: category,
        title: id,
        html: '<p></p>',
        u_order: order,
        created: at,
        updated: at,
      });
      await db()
        .insertInto('knowledge')
        .values([entry('terms', 'kc-policy', 2), entry('privacy', 'kc-policy', 1), entry('faq-1', 'kc-faq', 1), entry('theirs', 'kc-other', 1)])
        .execute();
      const listed = paths((await get(await siteMapApp(), '/sitemap.xml')).body).filter((path) => path.startsWith('/selectedpolicy?'));
      expect(listed).toEqual(['/selectedpolicy?id=privacy', '/selectedpolicy?id=terms']);
    });

    it('escapes every value for XML', async () => {
      const title = `Tom & Jerry <"cartoons"> 'classic'`;
      await new HotTopicsRepository(db()).insertMany([buildHotTopic({ uni_id: `t'1`, u_title: title })]);
      await new ContentRepository(db()).insertMany([buildFeedItem({ uni_id: `it'em&1` })]);
      const app = await siteMapApp();
      const xml = (await get(app, '/sitemap.xml')).body;
      // Outside the declaration, no raw quote, apostrophe or '>' within text, and every '&' starts an entity.
      const body = xml.slice(xml.indexOf('?>') + 2).replace(/<\/?[a-z]+( xmlns="[^"]*")?>/g, '');
      expect(body).not.toMatch(/[<>"']|&(?!(amp|lt|gt|quot|apos);)/);
      const topic = paths(xml).find((path) => path.startsWith('/content-list-hot-topic?'))!;
      expect(Object.fromEntries(new URLSearchParams(topic.split('?')[1]))).toEqual({ id: `t'1`, name: title });
      expect(paths(xml)).toContain(`/content?id=it'em%261`);
      // The origin comes from a setting, so it is escaped too.
      const quoted = (await get(await siteMapApp({}, { publicUrl: `http://news.example"'` }), '/sitemap.xml')).body;
      expect(quoted).toContain('<loc>http://news.example&quot;&apos;/content-list</loc>');
    });

    it('answers one urlset up to the limit of URLs per file', async () => {
      await new ContentRepository(db()).insertMany([buildFeedItem(), buildFeedItem()]);
      const xml = (await get(await siteMapApp({ urlsPerFile: FIXED.length + 2 }), '/sitemap.xml')).body;
      expect(xml).toContain('<urlset');
      expect(urls(xml)).toHaveLength(FIXED.length + 2);
    });

    it('answers an index past the limit, and each numbered file holds its share in order', async () => {
      await new ContentRepository(db()).insertMany([buildFeedItem(), buildFeedItem(), buildFeedItem()]);
      const whole = paths((await get(await siteMapApp(), '/sitemap.xml')).body);
      expect(whole).toHaveLength(FIXED.length + 3);

      const split = await siteMapApp({ urlsPerFile: 4 });
      const index = await get(split, '/sitemap.xml');
      expect(index.statusCode).toBe(200);
      expect(index.headers['content-type']).toBe('application/xml; charset=utf-8');
      expect(index.body).toBe(
        '<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">' +
          '<sitemap><loc>http://news.example/sitemap-1.xml</loc></sitemap>' +
          '<sitemap><loc>http://news.example/sitemap-2.xml</loc></sitemap>' +
          '<sitemap><loc>http://news.example/sitemap-3.xml</loc></sitemap>' +
          '</sitemapindex>',
      );
      const files = await Promise.all([1, 2, 3].map((n) => get(split, `/sitemap-${n}.xml`)));
      for (const file of files) {
        expect(file.statusCode).toBe(200);
        expect(file.headers['content-type']).toBe('application/xml; charset=utf-8');
        expect(file.headers['cache-control']).toBe('public, max-age=3600');
      }
      expect(files.map((file) => paths(file.body))).toEqual([whole.slice(0, 4), whole.slice(4, 8), whole.slice(8)]);
    });

    // With one item there are seven URLs: two files of four at most, or one file under the real limit.
    it.each([
      ['a number past the last file', '/sitemap-3.xml', 4],
      ['file 0', '/sitemap-0.xml', 4],
      ['a number with a leading zero', '/sitemap-01.xml', 4],
      ['a number that is not one', '/sitemap-one.xml', 4],
      ['a negative number', '/sitemap--1.xml', 4],
      ['a numbered file while the sitemap is one file', '/sitemap-1.xml', 50_000],
    ])('answers 404 for %s', async (_case, url, urlsPerFile) => {
      await new ContentRepository(db()).insertMany([buildFeedItem()]);
      const response = await get(await siteMapApp({ urlsPerFile }), url);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ Error: expect.any(String) });
    });

    it('serves a built sitemap for a few minutes, then reads the database again', async () => {
      const feeds = new ContentRepository(db());
      await feeds.insertMany([buildFeedItem({ uni_id: 'first' })]);
      const app = await siteMapApp();
      expect(paths((await get(app, '/sitemap.xml')).body)).toContain('/content?id=first');
      await feeds.insertMany([buildFeedItem({ uni_id: 'second' })]);
      ctx().clock.advance(SITEMAP_CACHE_MS - 1);
      expect(paths((await get(app, '/sitemap.xml')).body)).not.toContain('/content?id=second');
      ctx().clock.advance(1);
      expect(paths((await get(app, '/sitemap.xml')).body)).toContain('/content?id=second');
    });

    it('builds once for simultaneous requests and for other origins, answering each with its own origin', async () => {
      const read = vi.spyOn(FeedRepository.prototype, 'findPublicStampsAfter');
      onTestFinished(() => read.mockRestore());
      const app = await siteMapApp();
      const answers = await Promise.all(['a.example', 'b.example', 'a.example'].map((host) => get(app, '/sitemap.xml', host)));
      await get(app, '/sitemap-1.xml', 'c.example');
      expect(read).toHaveBeenCalledTimes(1);
      expect(answers.map((answer) => /<loc>([^<]*)\/content-list<\/loc>/.exec(answer.body)![1])).toEqual([
        'http://a.example',
        'http://b.example',
        'http://a.example',
      ]);
    });

    it('does not keep a failed build: the next request reads the database again', async () => {
      const read = vi.spyOn(FeedRepository.prototype, 'findPublicStampsAfter').mockRejectedValueOnce(new Error('database gone'));
      onTestFinished(() => read.mockRestore());
      await new ContentRepository(db()).insertMany([buildFeedItem({ uni_id: 'kept' })]);
      const app = await siteMapApp();
      expect((await get(app, '/sitemap.xml')).statusCode).toBe(500);
      const retry = await get(app, '/sitemap.xml');
      expect(retry.statusCode).toBe(200);
      expect(paths(retry.body)).toContain('/content?id=kept');
    });
  },
  // The hosts the tests ask at must be the site's for the sitemap's absolute links (decision 204).
  { env: { ALLOWED_HOSTS: 'news.example,other.example:8080,a.example,b.example,c.example' } },
);
