import { expect, it, vi } from 'vitest';
import { xml2js, type Element } from 'xml-js';
import { buildFeedItem, buildHotTopic, insertSportsAndCricket } from '../../../test/factories.ts';
import { CONTENT_VERSION_POLL_MS } from '../../plugins/public-cache/public-cache.ts';
import { describeEachDatabase } from '../../../test/helper.ts';
import { ContentRepository } from '../curation/content/content.repository.ts';
import { HotTopicsRepository } from '../hot-topics/hot-topics.repository.ts';

/** The named children of an element. */
const children = (element: Element | undefined, name: string) => (element?.elements ?? []).filter((child) => child.name === name);
const text = (element: Element | undefined, name: string) =>
  children(element, name)[0]?.elements?.[0]?.text ?? children(element, name)[0]?.elements?.[0]?.cdata;

/**
 * An RSS 2.0 document read strictly (xml-js stops at the first error of well-formedness), with what RSS 2.0
 * requires of a channel (title, link, description) and of each item here (title, link, guid, pubDate).
 */
function readRss(body: string) {
  const document = xml2js(body, { compact: false }) as Element;
  const rss = children(document, 'rss')[0];
  expect(rss?.attributes?.version).toBe('2.0');
  const channel = children(rss, 'channel')[0];
  for (const required of ['title', 'link', 'description']) expect(text(channel, required), required).toBeTruthy();
  const items = children(channel, 'item').map((item) => ({
    title: text(item, 'title'),
    link: text(item, 'link'),
    guid: text(item, 'guid'),
    pubDate: text(item, 'pubDate'),
    description: text(item, 'description'),
  }));
  for (const item of items) {
    expect(item.title && item.link && item.guid).toBeTruthy();
    expect(Number.isNaN(Date.parse(String(item.pubDate)))).toBe(false);
  }
  return { title: text(channel, 'title'), link: text(channel, 'link'), items };
}

/** A JSON Feed with what version 1 requires: its version, a title, items each with an id and content. */
function readJsonFeed(body: string) {
  const feed = JSON.parse(body) as { version: string; title: string; home_page_url?: string; feed_url?: string; items: Record<string, string>[] };
  expect(feed.version).toMatch(/^https:\/\/jsonfeed\.org\/version\/1(\.1)?$/);
  expect(feed.title).toBeTruthy();
  for (const item of feed.items) {
    expect(typeof item.id).toBe('string');
    expect(item.content_html ?? item.content_text).toBeDefined();
  }
  return feed;
}

describeEachDatabase(
  'feeds for feed readers',
  (ctx) => {
    const feeds = () => new ContentRepository(ctx().database.db);
    const get = (url: string) => ctx().app.inject({ method: 'GET', url, headers: { host: 'wiy.example' } });

    it('lists the Trending feed newest first, 20 at most, approved only, as valid RSS and JSON Feed', async () => {
      const items = Array.from({ length: 23 }, () => buildFeedItem());
      await feeds().insertMany([...items, buildFeedItem({ uni_id: 'pending', u_approved_date: null, updated: '2026-11-24T00:00:00.000Z' })]);
      const rss = await get('/feeds/trending/feed.xml');
      expect(rss.statusCode).toBe(200);
      expect(rss.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
      expect(rss.headers['cache-control']).toBe('public, max-age=0, s-maxage=10');
      const read = readRss(rss.body);
      const newest = items.slice(0, 20).map((item) => `http://wiy.example/content?id=${item.uni_id}`);
      expect(read.items.map((item) => item.link)).toEqual(newest);
      expect(read.items[0]).toMatchObject({ title: items[0]!.u_title, description: '<p>Highlight</p>' });
      expect(read.link).toBe('http://wiy.example/');

      const json = await get('/feeds/trending/feed.json');
      expect(json.headers['content-type']).toBe('application/feed+json; charset=utf-8');
      const feed = readJsonFeed(json.body);
      expect(feed.items.map((item) => item.url)).toEqual(newest);
      expect(feed.feed_url).toBe('http://wiy.example/feeds/trending/feed.json');
      expect(feed.items[0]).toMatchObject({ title: items[0]!.u_title, image: `http://wiy.example/media/${items[0]!.u_image}` });
    });

    it("lists a category's and a hot topic's items under their names, and answers 404 for an unknown one", async () => {
      await insertSportsAndCricket(ctx().database.db, { category: 'sports', sub: 'cricket' });
      await new HotTopicsRepository(ctx().database.db).insertMany([buildHotTopic({ uni_id: 'cup', u_title: 'World Cup' })]);
      await feeds().insertMany([
        buildFeedItem({ uni_id: 'goal', category_id: 'sports', hot_topic_id: 'cup', u_show_description: 'true' }),
        buildFeedItem({ uni_id: 'wicket', category_id: 'sports', sub_category_id: 'cricket' }),
        buildFeedItem({ uni_id: 'other' }),
      ]);
      const sports = readRss((await get('/feeds/category/sports/feed.xml')).body);
      expect(sports.title).toBe('Sports · wiy');
      expect(sports.link).toBe('http://wiy.example/category?catid=sports&subid=all');
      expect(sports.items).toMatchObject([
        { link: 'http://wiy.example/content?id=goal', description: '<p>Full description</p>' },
        { link: 'http://wiy.example/content?id=wicket' },
      ]);
      const cricket = readRss((await get('/feeds/category/sports/cricket/feed.xml')).body);
      expect(cricket.title).toBe('Cricket · Sports · wiy');
      expect(cricket.link).toBe('http://wiy.example/category?catid=sports&subid=cricket');
      expect(cricket.items.map((item) => item.link)).toEqual(['http://wiy.example/content?id=wicket']);
      expect((await get('/feeds/category/news/cricket/feed.xml')).statusCode).toBe(404);
      const cup = readJsonFeed((await get('/feeds/hot-topic/cup/feed.json')).body);
      expect(cup.title).toBe('World Cup · wiy');
      expect(cup.home_page_url).toBe('http://wiy.example/content-list-hot-topic?id=cup&name=World+Cup');
      expect(cup.items.map((item) => item.id)).toEqual(['http://wiy.example/content?id=goal']);
      expect(readRss((await get('/feeds/category/all/feed.xml')).body).items).toHaveLength(3);

      const unknown = await get('/feeds/hot-topic/nowhere/feed.json');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ Error: 'No hot topic "nowhere"' });
      expect((await get('/feeds/category/bad%20id/feed.xml')).statusCode).toBe(400);
    });

    it('writes a title with characters XML cannot carry as a well-formed feed', async () => {
      await feeds().insertMany([buildFeedItem({ uni_id: 'odd', u_title: 'One ]]> two ]]> bell \u0007 done' })]);
      expect(readRss((await get('/feeds/trending/feed.xml')).body).items[0]!.title).toBe('One ]] > two ]] > bell  done');
      expect(readJsonFeed((await get('/feeds/trending/feed.json')).body).items[0]!.title).toBe('One ]] > two ]] > bell  done');
    });

    it('builds a feed once for readers that ask together', async () => {
      await feeds().insertMany([buildFeedItem({ uni_id: 'first' })]);
      const { service } = ctx().app.syndication;
      const build = service.feed.bind(service);
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      const builds = vi.spyOn(service, 'feed').mockImplementation(async (...args) => {
        await held;
        return build(...args);
      });
      const serves = vi.spyOn(ctx().app.publicAnswers, 'serve');
      try {
        const together = Promise.all(Array.from({ length: 4 }, () => get('/feeds/trending/feed.json')));
        await vi.waitFor(() => expect(serves).toHaveBeenCalledTimes(4));
        release();
        const answers = await together;
        expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
        expect(builds).toHaveBeenCalledTimes(1);
      } finally {
        vi.restoreAllMocks();
      }
    });

    it('keeps a feed as ready bytes until a curator changes the content, and answers 304 to its ETag', async () => {
      await feeds().insertMany([buildFeedItem({ uni_id: 'first' })]);
      const first = await get('/feeds/trending/feed.json');
      const etag = first.headers.etag as string;
      expect(etag).toBeTruthy();
      expect(
        (await ctx().app.inject({ method: 'GET', url: '/feeds/trending/feed.json', headers: { host: 'wiy.example', 'if-none-match': etag } })).statusCode,
      ).toBe(304);
      // The background poll would see the write at any moment (a slow database gives it time): stopped, a poll
      // under way included, so that only the refresh below tells this process.
      const { version } = ctx().app.publicAnswers;
      await version.stop();
      try {
        await feeds().insertMany([buildFeedItem({ uni_id: 'second', updated: '2026-11-24T00:00:00.000Z' })]);
        expect(readJsonFeed((await get('/feeds/trending/feed.json')).body).items).toHaveLength(1);
      } finally {
        version.start(CONTENT_VERSION_POLL_MS);
      }
      await version.refresh();
      expect(readJsonFeed((await get('/feeds/trending/feed.json')).body).items.map((item) => item.id)).toEqual([
        'http://wiy.example/content?id=second',
        'http://wiy.example/content?id=first',
      ]);
    });
  },
  // The host the feeds are asked at must be the site's for their absolute links (decision 204).
  { env: { ALLOWED_HOSTS: 'wiy.example' } },
);
