import type { LookupAddress } from 'node:dns';
import type http from 'node:http';
import sharp from 'sharp';
import { beforeEach, expect, it } from 'vitest';
import { signIn } from '../../../test/auth.ts';
import { buildFeedItem, insertSportsAndCricket } from '../../../test/factories.ts';
import { describeEachDatabase } from '../../../test/helper.ts';
import { buildApp } from '../../app.ts';
import { CONTENT_VERSION_POLL_MS } from '../../plugins/public-cache/public-cache.ts';
import { UnitOfWork } from '../../db/unit-of-work.ts';
import type { ResolveHost } from '../../lib/outbound-address.ts';
import { AuditRepository } from '../curation/audit/audit.repository.ts';
import { ContentRepository } from '../curation/content/content.repository.ts';
import { RecordRepository } from '../curation/records/record.repository.ts';
import { FeedReader } from './feed-reader.ts';
import { SourcesRepository } from './sources.repository.ts';
import { SourcePollingService } from './source-polling.service.ts';
import { standInServer } from '../../../test/stand-in.ts';

const png = await sharp({ create: { width: 800, height: 450, channels: 3, background: '#cc6633' } })
  .png()
  .toBuffer();

const rss = (items: string[]) =>
  `<?xml version="1.0"?><rss version="2.0" xmlns:media="http://search.yahoo.com/mrss/"><channel><title>The Blog</title><link>https://blog.example</link>${items.join('')}</channel></rss>`;
const rssItem = (n: number, extra = '') =>
  `<item><title>Post ${n} &amp; <b>more</b></title><link>https://www.blog.example/post-${n}?utm_source=feed</link><description>&lt;p&gt;Body of post ${n}&lt;/p&gt;&lt;script&gt;alert(1)&lt;/script&gt;</description>${extra}</item>`;
const youtube = `<?xml version="1.0"?><feed xmlns="http://www.w3.org/2005/Atom" xmlns:yt="http://www.youtube.com/xml/schemas/2015" xmlns:media="http://search.yahoo.com/mrss/"><title>A channel</title>
<entry><id>yt:video:abc123</id><yt:videoId>abc123</yt:videoId><title>A video</title><link rel="alternate" href="https://www.youtube.com/watch?v=abc123"/>
<media:group><media:title>A video</media:title><media:thumbnail url="IMAGE" width="480" height="360"/><media:description>First line
second line</media:description></media:group></entry></feed>`;
const reddit = `<?xml version="1.0"?><feed xmlns="http://www.w3.org/2005/Atom" xmlns:media="http://search.yahoo.com/mrss/"><title>r/space</title>
<entry><title>Launch thread</title><link href="https://www.reddit.com/r/space/comments/1x/launch_thread/"/><content type="html">&lt;p&gt;Go &lt;b&gt;for&lt;/b&gt; launch&lt;/p&gt;</content><media:thumbnail url="IMAGE"/></entry></feed>`;
const jsonFeed = JSON.stringify({
  version: 'https://jsonfeed.org/version/1.1',
  title: 'Notes',
  items: [{ id: '1', url: 'https://notes.example/1', title: 'A note', content_html: '<p>Hello</p>', image: 'IMAGE' }],
});

/** The stand-in feed server: each test sets what a path answers; every request is kept. */
type Handler = (request: http.IncomingMessage, response: http.ServerResponse) => void;
const routes = new Map<string, Handler>();
const requests: { path: string; headers: http.IncomingHttpHeaders }[] = [];
const base = await standInServer((request, response) => {
  const path = new URL(request.url ?? '/', 'http://stand-in').pathname;
  requests.push({ path, headers: request.headers });
  const handler = routes.get(path);
  if (handler) return handler(request, response);
  response.statusCode = 404;
  response.end();
});
const serve = (path: string, body: string | Buffer, type = 'application/rss+xml', headers: Record<string, string> = {}) =>
  routes.set(path, (_request, response) => {
    response.writeHead(200, { 'content-type': type, ...headers });
    response.end(typeof body === 'string' ? body.replaceAll('IMAGE', `${base}/image.png`) : body);
  });
const asked = (path: string) => requests.filter((request) => request.path === path);

beforeEach(() => {
  routes.clear();
  requests.length = 0;
  serve('/image.png', png, 'image/png');
});

describeEachDatabase(
  'sources',
  (ctx) => {
    type Headers = Record<string, string>;
    const curator = async () => (await signIn(ctx(), 'curator')).headers;
    const addSource = async (headers: Headers, body: Record<string, unknown>) =>
      ctx().call({ method: 'POST', url: '/api/admin/sources', headers, payload: { name: 'A source', ...body } });
    const queue = async (headers: Headers, query = 'status=pending') =>
      (await ctx().call({ method: 'GET', url: `/api/admin/content?${query}`, headers })).json();
    const source = async (headers: Headers, id: string) => (await ctx().call({ method: 'GET', url: `/api/admin/sources/${id}`, headers })).json();
    const tick = () => ctx().app.sources.polling.pollDue();
    const audits = () => ctx().database.db.selectFrom('audit_log').selectAll().where('entity', '=', 'content').orderBy('created').execute();

    it('brings a feed’s entries into the queue with the source’s defaults, the link normalised, text, description and image, once', async () => {
      const headers = await curator();
      await insertSportsAndCricket(ctx().database.db, { category: 'sports', sub: 'cricket' });
      serve('/feed.xml', rss([rssItem(1, `<enclosure url="IMAGE" type="image/png" length="1"/>`), rssItem(2), rssItem(1)]));
      const created = await addSource(headers, { url: `${base}/feed.xml`, category_id: 'sports', sub_category_id: 'cricket', interval_minutes: 30 });
      expect(created.statusCode).toBe(201);
      const added = created.json();
      expect(added).toMatchObject({
        feed_url: `${base}/feed.xml`,
        mode: 'hold',
        enabled: true,
        item_count: 0,
        failures: 0,
        next_poll_at: '2026-11-23T10:00:00.000Z',
      });

      expect(await tick()).toBe(1);
      const { record, total } = await queue(headers);
      expect(total).toBe(2);
      const first = record.find((item: { u_url: string }) => item.u_url === 'https://blog.example/post-1');
      expect(first).toMatchObject({
        status: 'pending',
        u_title: 'Post 1 & more',
        u_description: '<p>Body of post 1</p>',
        u_social_vendor: { name: 'Unknown' },
        u_category: { id: 'sports' },
        u_sub_category: { id: 'cricket' },
        u_hot_topic: null,
        created: '2026-11-23T10:00:00.000Z',
        source: { id: added.uni_id, name: 'A source' },
        decision: { rule: 'hold', word: null },
        rejected_reason: null,
      });
      expect(first.u_image).toMatch(/^uploads\//);
      expect(record.find((item: { u_url: string }) => item.u_url === 'https://blog.example/post-2').u_image).toBeNull();
      expect(await source(headers, added.uni_id)).toMatchObject({
        item_count: 2,
        last_success_at: '2026-11-23T10:00:00.000Z',
        last_polled_at: '2026-11-23T10:00:00.000Z',
        next_poll_at: '2026-11-23T10:30:00.000Z',
      });

      // The same entries again, plus one: only the new one comes in; nothing is due before its time.
      serve('/feed.xml', rss([rssItem(3), rssItem(2), rssItem(1)]));
      expect(await tick()).toBe(0);
      ctx().clock.advance(30 * 60_000);
      expect(await tick()).toBe(1);
      expect((await queue(headers)).total).toBe(3);
      expect((await source(headers, added.uni_id)).item_count).toBe(3);
      expect((await queue(headers, `status=pending&source=${added.uni_id}`)).total).toBe(3);
      expect((await queue(headers, 'status=pending&source=nosuchsource')).total).toBe(0);
    });

    it('reads YouTube, Reddit and JSON feeds: the platform detected, the image from media:group, media:thumbnail or image', async () => {
      const headers = await curator();
      serve('/yt.xml', youtube, 'application/atom+xml');
      serve('/reddit.xml', reddit, 'application/atom+xml');
      serve('/notes.json', jsonFeed, 'application/feed+json');
      for (const path of ['/yt.xml', '/reddit.xml', '/notes.json'])
        expect((await addSource(headers, { name: path, url: `${base}${path}` })).statusCode).toBe(201);
      expect(await tick()).toBe(3);
      const items = (await queue(headers)).record as {
        u_url: string;
        u_title: string;
        u_description: string;
        u_image: string | null;
        u_social_vendor: { name: string };
      }[];
      const byUrl = Object.fromEntries(items.map((item) => [item.u_url, item]));
      expect(byUrl['https://youtube.com/watch?v=abc123']).toMatchObject({
        u_title: 'A video',
        u_social_vendor: { name: 'Youtube' },
        u_description: '<p>First line<br />second line</p>',
      });
      expect(byUrl['https://reddit.com/r/space/comments/1x/launch_thread']).toMatchObject({
        u_title: 'Launch thread',
        u_social_vendor: { name: 'Reddit' },
        u_description: '<p>Go <b>for</b> launch</p>',
      });
      expect(byUrl['https://notes.example/1']).toMatchObject({ u_title: 'A note', u_social_vendor: { name: 'Unknown' } });
      for (const item of items) expect(item.u_image).toMatch(/^uploads\//);
    });

    it('decides by the rules in order: reject words, hold words, the daily cap, then the mode; each decision audited', async () => {
      const headers = await curator();
      serve(
        '/rules.xml',
        rss([
          `<item><title>Win a GIVEAWAY now</title><link>https://blog.example/r1</link><description>spam, and sale too</description></item>`,
          `<item><title>Big news</title><link>https://blog.example/r2</link><description>&lt;p&gt;A sale today&lt;/p&gt;</description></item>`,
          `<item><title>Salesman of the year</title><link>https://blog.example/r3</link></item>`,
          `<item><title>Fourth</title><link>https://blog.example/r4</link></item>`,
          `<item><title>Fifth</title><link>https://blog.example/r5</link></item>`,
        ]),
      );
      const id = (await addSource(headers, { url: `${base}/rules.xml`, mode: 'auto', reject_words: ['giveaway'], hold_words: ['sale'], daily_cap: 2 })).json()
        .uni_id;
      await tick();
      const all = await queue(headers, 'q=');
      const decided = Object.fromEntries(
        all.record.map((item: { u_url: string; status: string; decision: unknown }) => [item.u_url.slice(-2), [item.status, item.decision]]),
      );
      expect(decided).toEqual({
        r1: ['rejected', { rule: 'reject-word', word: 'giveaway' }],
        r2: ['pending', { rule: 'hold-word', word: 'sale' }],
        // "Salesman" is not the word "sale"; the cap of 2 takes r3 and r4 in; r5 waits for tomorrow.
        r3: ['approved', { rule: 'auto-approve', word: null }],
        r4: ['approved', { rule: 'auto-approve', word: null }],
      });
      const ruled = (await queue(headers, 'status=rejected')).record[0];
      // No curator gave a reason: the console words the rule.
      expect(ruled).toMatchObject({ rejected_reason: null, decision: { rule: 'reject-word', word: 'giveaway' } });
      const feed = (await ctx().call({ method: 'GET', url: '/api/get_feed/1' })).json().record.map((item: { u_title: string }) => item.u_title);
      expect(feed.sort()).toEqual(['Fourth', 'Salesman of the year']);
      const log = await audits();
      expect(log.map((entry) => [entry.actor_id, entry.action, JSON.parse(entry.details!).rule, JSON.parse(entry.details!).source])).toEqual(
        expect.arrayContaining([
          [null, 'reject', 'reject-word', id],
          [null, 'create', 'hold-word', id],
          [null, 'approve', 'auto-approve', id],
        ]),
      );
      expect(log).toHaveLength(4);
      // Restored, it is pending like any other, without the rule's sentence saying otherwise.
      const restored = await ctx().call({ method: 'POST', url: `/api/admin/content/${ruled.uni_id}/restore`, headers });
      expect(restored.json()).toMatchObject({ status: 'pending', decision: null, rejected_reason: null });

      // Left out by the cap, r5 must be read again: no validators are kept, and the next day it comes in.
      ctx().clock.set('2026-11-24T00:30:00.000Z');
      await tick();
      expect((await queue(headers, 'status=approved')).total).toBe(3);
      expect((await source(headers, id)).item_count).toBe(5);
    });

    it('holds every entry for review in hold mode', async () => {
      const headers = await curator();
      serve('/feed.xml', rss([rssItem(1), rssItem(2)]));
      await addSource(headers, { url: `${base}/feed.xml` });
      await tick();
      expect((await queue(headers)).record.map((item: { decision: unknown }) => item.decision)).toEqual([
        { rule: 'hold', word: null },
        { rule: 'hold', word: null },
      ]);
      expect((await queue(headers, 'status=approved')).total).toBe(0);
    });

    it('shows auto-approved entries on a public feed that was kept: within the poll interval after a timed poll, at once after poll now', async () => {
      const headers = await curator();
      serve('/auto.xml', rss([rssItem(1)]));
      const id = (await addSource(headers, { url: `${base}/auto.xml`, mode: 'auto' })).json().uni_id;
      // Read as a reader does, without first catching up with the content version as `call` does.
      const titles = async () =>
        (await ctx().app.inject({ method: 'GET', url: '/api/get_feed/1', headers: { application: 'wiy' } }))
          .json()
          .record.map((item: { u_title: string }) => item.u_title);
      expect(await titles()).toEqual([]);
      expect(ctx().app.publicAnswers.keptBytes).toBeGreaterThan(0);
      await tick();
      await expect.poll(titles, { interval: 50, timeout: 1000 }).toEqual(['Post 1 & more']);
      // The process that answered the write drops its kept answers itself: no poll of the content version helps it here.
      const { version } = ctx().app.publicAnswers;
      await version.stop();
      try {
        serve('/auto.xml', rss([rssItem(2), rssItem(1)]));
        const polled = await ctx().app.inject({ method: 'POST', url: `/api/admin/sources/${id}/poll`, headers: { application: 'wiy', ...headers } });
        expect(polled.statusCode).toBe(200);
        // Both came in at the same moment, so their order is their random ids'.
        expect((await titles()).sort()).toEqual(['Post 1 & more', 'Post 2 & more']);
      } finally {
        version.start(CONTENT_VERSION_POLL_MS);
      }
    });

    it('sends the last answer’s validators, and takes a 304 as success with nothing new', async () => {
      const headers = await curator();
      routes.set('/cond.xml', (request, response) => {
        if (request.headers['if-none-match'] === '"v1"' && request.headers['if-modified-since'] === 'Mon, 23 Nov 2026 09:00:00 GMT') {
          response.statusCode = 304;
          return response.end();
        }
        response.writeHead(200, { 'content-type': 'application/rss+xml', etag: '"v1"', 'last-modified': 'Mon, 23 Nov 2026 09:00:00 GMT' });
        response.end(rss([rssItem(1)]));
      });
      const id = (await addSource(headers, { url: `${base}/cond.xml`, interval_minutes: 5 })).json().uni_id;
      await tick();
      ctx().clock.advance(5 * 60_000);
      await tick();
      const polls = asked('/cond.xml').slice(-2);
      expect(polls[0]!.headers['if-none-match']).toBeUndefined();
      expect(polls[1]!.headers).toMatchObject({ 'if-none-match': '"v1"', 'if-modified-since': 'Mon, 23 Nov 2026 09:00:00 GMT' });
      expect(await source(headers, id)).toMatchObject({
        item_count: 1,
        failures: 0,
        last_success_at: '2026-11-23T10:05:00.000Z',
        next_poll_at: '2026-11-23T10:10:00.000Z',
      });
    });

    it('backs off on failures, the wait doubling up to a day, the error said; a success resets', async () => {
      const headers = await curator();
      const ids: Record<string, string> = {};
      for (const path of ['/slow.xml', '/huge.xml', '/flaky.xml']) {
        serve(path, rss([]));
        ids[path] = (await addSource(headers, { name: path, url: `${base}${path}`, interval_minutes: 10 })).json().uni_id;
      }
      routes.set('/slow.xml', () => undefined);
      serve('/huge.xml', rss(Array.from({ length: 2000 }, (_, n) => rssItem(n))));
      routes.delete('/flaky.xml');
      await tick();
      expect(await source(headers, ids['/slow.xml']!)).toMatchObject({
        last_error: 'Timed out after 0.3 s',
        failures: 1,
        next_poll_at: '2026-11-23T10:20:00.000Z',
      });
      expect(await source(headers, ids['/huge.xml']!)).toMatchObject({ last_error: 'Larger than 100 KB', failures: 1 });
      expect(await source(headers, ids['/flaky.xml']!)).toMatchObject({
        last_error: 'Answered 404',
        failures: 1,
        next_poll_at: '2026-11-23T10:20:00.000Z',
        last_success_at: null,
      });

      ctx().clock.set('2026-11-23T10:20:00.000Z');
      serve('/flaky.xml', '<html>not a feed</html>', 'text/html');
      await tick();
      expect(await source(headers, ids['/flaky.xml']!)).toMatchObject({ last_error: 'Not a feed', failures: 2, next_poll_at: '2026-11-23T11:00:00.000Z' });
      await ctx()
        .database.db.updateTable('source')
        .set({ failures: 9, next_poll_at: '2026-11-23T11:00:00.000Z' })
        .where('uni_id', '=', ids['/flaky.xml']!)
        .execute();
      ctx().clock.set('2026-11-23T11:00:00.000Z');
      await tick();
      expect((await source(headers, ids['/flaky.xml']!)).next_poll_at).toBe('2026-11-24T11:00:00.000Z');

      ctx().clock.set('2026-11-24T11:00:00.000Z');
      serve('/flaky.xml', rss([rssItem(1)]));
      await tick();
      expect(await source(headers, ids['/flaky.xml']!)).toMatchObject({
        last_error: null,
        failures: 0,
        item_count: 1,
        next_poll_at: '2026-11-24T11:10:00.000Z',
      });
    });

    it('keeps 20,000 characters of sanitised description at most, whatever an entry holds after them', async () => {
      const headers = await curator();
      const body = `<p>${'<b>word</b> '.repeat(2500)}</p><script>${'x'.repeat(40_000)}</script>`;
      const entry = `<item><title>Long</title><link>https://www.youtube.com/watch?v=long000001</link><description><![CDATA[${body}]]></description></item>`;
      serve('/long.xml', rss([entry]));
      const id = (await addSource(headers, { url: `${base}/long.xml` })).json().uni_id;
      await tick();
      const items = await ctx().call({ method: 'GET', url: `/api/admin/content?status=pending&source=${id}`, headers });
      const description: string = items.json().record[0].u_description;
      expect(description.length).toBeLessThanOrEqual(20_000);
      expect(description.length).toBeGreaterThan(19_000);
      expect(description).toMatch(/^<p>(<b>word<\/b> )+/);
      expect(description).not.toContain('script');
    });

    it('reads a feed that declares entities growing by powers of ten (billion laughs) without expanding them', async () => {
      const headers = await curator();
      const levels = Array.from({ length: 9 }, (_, n) => `<!ENTITY l${n + 1} "${`&l${n};`.repeat(10)}">`).join('');
      const bomb = `<?xml version="1.0"?><!DOCTYPE rss [<!ENTITY l0 "ha">${levels}]><rss version="2.0"><channel><title>Laughs</title>
<item><title>&l9;</title><link>https://www.youtube.com/watch?v=laughs0001</link><description>&l9;</description></item></channel></rss>`;
      serve('/laughs.xml', bomb);
      const id = (await addSource(headers, { url: `${base}/laughs.xml` })).json().uni_id;
      await tick();
      // The parser leaves entities a document declares unexpanded: the entry comes in with the reference as its text.
      expect(await source(headers, id)).toMatchObject({ item_count: 1, last_error: null });
      const items = await ctx().call({ method: 'GET', url: `/api/admin/content?status=pending&source=${id}`, headers });
      expect(items.json().record.map((item: { u_title: string }) => item.u_title)).toEqual(['&l9;']);
    });

    it("answers 'poll now' 409 while a poll holds the source, and polls it once that poll is done", async () => {
      const headers = await curator();
      serve('/feed.xml', rss([rssItem(1)]));
      const id = (await addSource(headers, { url: `${base}/feed.xml` })).json().uni_id;
      requests.length = 0;
      let answer = () => {};
      const asking = new Promise<void>((resolve) =>
        routes.set('/feed.xml', (_request, response) => {
          answer = () => response.writeHead(200, { 'content-type': 'application/rss+xml' }).end(rss([rssItem(1)]));
          resolve();
        }),
      );
      const polling = tick();
      await asking;
      const pollNow = () => ctx().call({ method: 'POST', url: `/api/admin/sources/${id}/poll`, headers });
      expect((await pollNow()).statusCode).toBe(409);
      answer();
      expect(await polling).toBe(1);
      expect((await pollNow()).statusCode).toBe(200);
      expect(asked('/feed.xml')).toHaveLength(2);
    });

    it('polls a source once when two server processes look at the same moment', async () => {
      const headers = await curator();
      serve('/feed.xml', rss([rssItem(1)]));
      const id = (await addSource(headers, { url: `${base}/feed.xml` })).json().uni_id;
      requests.length = 0;
      const other = await buildApp({ config: ctx().config, database: ctx().database, clock: ctx().clock, logger: false });
      try {
        await other.ready();
        const polled = await Promise.all([tick(), other.sources.polling.pollDue()]);
        expect(polled.reduce((sum, n) => sum + n, 0)).toBe(1);
        expect(asked('/feed.xml')).toHaveLength(1);
        expect((await source(headers, id)).item_count).toBe(1);
      } finally {
        await other.close();
      }
    });

    it('polls a source now on request, whatever its due time', async () => {
      const headers = await curator();
      serve('/feed.xml', rss([rssItem(1)]));
      const id = (await addSource(headers, { url: `${base}/feed.xml` })).json().uni_id;
      await tick();
      serve('/feed.xml', rss([rssItem(2), rssItem(1)]));
      const polled = await ctx().call({ method: 'POST', url: `/api/admin/sources/${id}/poll`, headers });
      expect(polled.statusCode).toBe(200);
      expect(polled.json()).toMatchObject({ item_count: 2 });
      expect((await ctx().call({ method: 'POST', url: '/api/admin/sources/nosuch/poll', headers })).statusCode).toBe(404);
    });

    it('finds the feed a page names, and refuses a page without one, an address that does not answer and a feed already added', async () => {
      const headers = await curator();
      serve('/feed.xml', rss([rssItem(1), rssItem(2)]));
      serve(
        '/blog',
        // An address the export could not carry back in (over 2,000 characters, or not http) names no feed.
        `<html><head><link rel="stylesheet" href="/s.css"><link rel="alternate" type="application/rss+xml" href="/${'x'.repeat(2000)}.xml">` +
          `<link rel="alternate" type="application/rss+xml" href="ftp://blog.example/feed.xml">` +
          `<link rel="alternate" type="application/rss+xml" title="Feed" href="/feed.xml"></head></html>`,
        'text/html',
      );
      serve('/plain', '<html><head><title>Nothing</title></head></html>', 'text/html');
      const found = await ctx().call({ method: 'POST', url: '/api/admin/sources/discover', headers, payload: { url: `${base}/blog` } });
      expect(found.statusCode).toBe(200);
      expect(found.json()).toEqual({ feed_url: `${base}/feed.xml`, title: 'The Blog', format: 'rss', entries: 2 });
      const none = await ctx().call({ method: 'POST', url: '/api/admin/sources/discover', headers, payload: { url: `${base}/plain` } });
      expect(none.statusCode).toBe(400);
      expect(none.json()).toEqual({ Error: `No feed found at ${base}/plain` });
      const missing = await ctx().call({ method: 'POST', url: '/api/admin/sources/discover', headers, payload: { url: `${base}/gone` } });
      expect(missing.json()).toEqual({ Error: `Could not read ${base}/gone: Answered 404` });
      expect((await addSource(headers, { url: `${base}/plain` })).statusCode).toBe(400);

      const added = await addSource(headers, { url: `${base}/blog` });
      expect(added.statusCode).toBe(201);
      expect(added.json()).toMatchObject({ url: `${base}/blog`, feed_url: `${base}/feed.xml` });
      const twice = await addSource(headers, { url: `${base}/feed.xml`, name: 'Again' });
      expect(twice.statusCode).toBe(409);
      expect(twice.json()).toEqual({ Error: `A source already polls ${base}/feed.xml`, uni_id: added.json().uni_id });
      expect((await ctx().call({ method: 'GET', url: '/api/admin/sources', headers })).json().record).toHaveLength(1);
    });

    it.each([
      [{ url: 'not a link' }],
      [{ url: 'ftp://x.example/feed' }],
      [{ url: 'FEED', name: '' }],
      [{ url: 'FEED', interval_minutes: 4 }],
      [{ url: 'FEED', mode: 'sometimes' }],
      [{ url: 'FEED', daily_cap: 0 }],
      [{ url: 'FEED', hold_words: [''] }],
      [{ url: 'FEED', category_id: 'nosuch' }],
    ])('refuses bad input %j with 400', async (body) => {
      const headers = await curator();
      serve('/feed.xml', rss([rssItem(1)]));
      const answer = await addSource(headers, { ...body, url: body.url === 'FEED' ? `${base}/feed.xml` : body.url });
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual({ Error: expect.any(String) });
    });

    it('edits and deletes a source, the items it brought in staying', async () => {
      const headers = await curator();
      serve('/feed.xml', rss([rssItem(1)]));
      const id = (await addSource(headers, { url: `${base}/feed.xml` })).json().uni_id;
      await tick();
      const edited = await ctx().call({
        method: 'PUT',
        url: `/api/admin/sources/${id}`,
        headers,
        payload: { name: 'Renamed', url: `${base}/feed.xml`, enabled: false },
      });
      expect(edited.json()).toMatchObject({ name: 'Renamed', enabled: false, item_count: 1 });
      expect((await ctx().call({ method: 'DELETE', url: `/api/admin/sources/${id}`, headers })).json()).toEqual({ Success: true });
      expect((await ctx().call({ method: 'GET', url: `/api/admin/sources/${id}`, headers })).statusCode).toBe(404);
      expect((await queue(headers)).record[0]).toMatchObject({ source: null, decision: { rule: 'hold', word: null } });
    });

    it.each([
      ['GET', '/api/admin/sources'],
      ['POST', '/api/admin/sources'],
      ['POST', '/api/admin/sources/discover'],
      ['GET', '/api/admin/sources/abc'],
      ['PUT', '/api/admin/sources/abc'],
      ['DELETE', '/api/admin/sources/abc'],
      ['POST', '/api/admin/sources/abc/poll'],
      ['POST', '/api/admin/content/abc/reject'],
      ['POST', '/api/admin/content/abc/restore'],
    ])('answers 401 to an anonymous %s %s and 403 to a visitor', async (method, url) => {
      const payload = method === 'GET' || method === 'DELETE' ? undefined : {};
      expect((await ctx().call({ method: method as 'GET', url, payload })).statusCode).toBe(401);
      const visitor = await signIn(ctx(), 'visitor');
      expect((await ctx().call({ method: method as 'GET', url, payload, headers: visitor.headers })).statusCode).toBe(403);
    });

    it('refuses a redirect to a private address and says so on the source', async () => {
      // 127.0.0.1 plays a public host here; inside.test resolves to 10.0.0.7, a private address.
      const resolve: ResolveHost = (hostname, _options, callback) =>
        callback(null, [{ address: hostname === 'inside.test' ? '10.0.0.7' : '127.0.0.1', family: 4 } as LookupAddress]);
      const reader = new FeedReader({ timeoutMs: 1000, maxBytes: 100_000, resolve, isBlocked: (address) => address.startsWith('10.') });
      const { db } = ctx().database;
      const service = new SourcePollingService({
        unit: new UnitOfWork(db, (over) => ({
          sources: new SourcesRepository(over),
          content: new ContentRepository(over),
          audit: new AuditRepository(over),
          records: new RecordRepository(over, 'wiy'),
        })),
        reader,
        media: ctx().app.curation.media,
        clock: ctx().clock,
        onPublished: async () => undefined,
      });
      const headers = await curator();
      serve('/feed.xml', rss([rssItem(1)]));
      const id = (await addSource(headers, { url: `${base}/feed.xml` })).json().uni_id;
      routes.set('/feed.xml', (_request, response) => {
        response.writeHead(302, { location: `http://inside.test:${new URL(base).port}/feed.xml` });
        response.end();
      });
      try {
        expect(await service.pollDue()).toBe(1);
      } finally {
        await reader.close();
      }
      expect(await source(headers, id)).toMatchObject({ last_error: 'Not a public address', failures: 1, item_count: 0 });
      expect(asked('/feed.xml')).toHaveLength(2);
    });

    it('rejects with a reason, lists the rejected, restores, and approving a rejected item clears the rejection; all audited', async () => {
      const headers = await curator();
      const rows = [buildFeedItem({ u_approved_date: null }), buildFeedItem({ u_approved_date: null }), buildFeedItem({ u_approved_date: null })];
      await ctx().database.db.insertInto('feed_item').values(rows).execute();
      const [a, b, c] = rows.map((row) => row.uni_id);
      const noReason = await ctx().call({ method: 'POST', url: `/api/admin/content/${a}/reject`, headers, payload: { reason: ' ' } });
      expect(noReason.statusCode).toBe(400);
      const rejected = await ctx().call({ method: 'POST', url: `/api/admin/content/${a}/reject`, headers, payload: { reason: 'Off topic' } });
      expect(rejected.json()).toMatchObject({ uni_id: a, status: 'rejected', rejected_reason: 'Off topic' });
      expect((await ctx().call({ method: 'POST', url: '/api/admin/content/bulk', headers, payload: { action: 'reject', ids: [b, c] } })).statusCode).toBe(400);
      const bulk = await ctx().call({ method: 'POST', url: '/api/admin/content/bulk', headers, payload: { action: 'reject', ids: [b, c], reason: 'Spam' } });
      expect(bulk.json()).toEqual({ Success: true });
      expect((await queue(headers, 'status=rejected')).total).toBe(3);
      expect((await queue(headers)).total).toBe(0);
      expect((await queue(headers, 'status=scheduled')).total).toBe(0);

      const restored = await ctx().call({ method: 'POST', url: `/api/admin/content/${a}/restore`, headers });
      expect(restored.json()).toMatchObject({ status: 'pending', rejected_reason: null });
      expect((await ctx().call({ method: 'POST', url: `/api/admin/content/${a}/restore`, headers })).statusCode).toBe(409);
      expect((await ctx().call({ method: 'POST', url: `/api/admin/content/${b}/approve`, headers })).json()).toMatchObject({
        status: 'approved',
        rejected_reason: null,
      });
      expect((await ctx().call({ method: 'POST', url: `/api/admin/content/${c}/unpublish`, headers })).json()).toMatchObject({
        status: 'unpublished',
        rejected_reason: null,
      });
      const actions = (await audits()).map((entry) => [entry.entity_id, entry.action, entry.details]);
      expect(actions).toEqual(
        expect.arrayContaining([
          [a, 'reject', JSON.stringify({ reason: 'Off topic' })],
          [b, 'reject', JSON.stringify({ reason: 'Spam' })],
          [a, 'restore', null],
          [b, 'approve', null],
        ]),
      );
    });

    it('keeps a link card’s link accepted when its item is edited, while a pasted link of no platform stays refused', async () => {
      const headers = await curator();
      const [card] = [buildFeedItem({ u_approved_date: null, social_vendor: 'Unknown', u_url: 'https://blog.example/story' })];
      await ctx().database.db.insertInto('feed_item').values(card!).execute();
      const edited = await ctx().call({
        method: 'PUT',
        url: `/api/admin/content/${card!.uni_id}`,
        headers,
        payload: { u_title: 'Edited', u_url: 'https://blog.example/story' },
      });
      expect(edited.statusCode).toBe(200);
      expect(edited.json()).toMatchObject({ u_title: 'Edited', u_social_vendor: { name: 'Unknown' } });
      const pasted = await ctx().call({
        method: 'POST',
        url: '/api/admin/content',
        headers,
        payload: { u_title: 'Blog', u_url: 'https://blog.example/other' },
      });
      expect(pasted.statusCode).toBe(400);
    });
  },
  { env: { SOURCES_POLL_MS: '3600000', SOURCE_FETCH_TIMEOUT_MS: '300', SOURCE_MAX_BYTES: '102400' }, config: { metadataAllowPrivate: true } },
);
