import { expect, it, vi } from 'vitest';
import { describeEachDatabase } from '../../../test/helper.ts';
import { buildCategory, buildFeedItem, buildHotTopic, insertSportsAndCricket } from '../../../test/factories.ts';
import { HotTopicsRepository } from '../hot-topics/hot-topics.repository.ts';
import { ContentRepository } from '../curation/content/content.repository.ts';
import { FeedRepository } from './feed.repository.ts';

describeEachDatabase('feed routes', (ctx) => {
  async function insert(items: ReturnType<typeof buildFeedItem>[]) {
    const repository = new ContentRepository(ctx().database.db);
    await repository.insertMany(items);
    await repository.renumberTrending();
  }

  it('refuses a call without the Application header', async () => {
    const response = await ctx().app.inject({ method: 'GET', url: '/api/get_feed/1' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ Error: expect.stringContaining('Application') });
  });

  it('refuses an unknown application code', async () => {
    const response = await ctx().call({ method: 'GET', url: '/api/get_feed/1', headers: { application: 'other' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().Error).toBeTruthy();
  });

  it('answers 20 approved items a page, newest updated first, then uni_id descending', async () => {
    const items = Array.from({ length: 45 }, (_, i) =>
      buildFeedItem({ uni_id: `id${String(i).padStart(3, '0')}`, updated: new Date(Date.UTC(2026, 10, 1) + Math.floor(i / 2) * 3_600_000).toISOString() }),
    );
    await insert(items);
    const pages = [];
    for (const page of [1, 2, 3, 4]) {
      const response = await ctx().call({ method: 'GET', url: `/api/get_feed/${page}` });
      expect(response.statusCode).toBe(200);
      pages.push(response.json().record.map((r: { uni_id: string }) => r.uni_id));
    }
    expect(pages.map((p) => p.length)).toEqual([20, 20, 5, 0]);
    const expected = [...items].sort((a, b) => b.updated.localeCompare(a.updated) || b.uni_id.localeCompare(a.uni_id)).map((i) => i.uni_id);
    expect(pages.flat()).toEqual(expected);
  });

  it('never shows an item that has not been approved', async () => {
    await insert([buildFeedItem({ uni_id: 'approved1' }), buildFeedItem({ uni_id: 'pending1', u_approved_date: null })]);
    const record = (await ctx().call({ method: 'GET', url: '/api/get_feed/1' })).json().record;
    expect(record.map((r: { uni_id: string }) => r.uni_id)).toEqual(['approved1']);
    const filtered = (await ctx().call({ method: 'GET', url: '/api/get_filter_feed/1/null/all/all' })).json().record;
    expect(filtered.map((r: { uni_id: string }) => r.uni_id)).toEqual(['approved1']);
  });

  it('counts the posts that came in above the item a reader has first, without a page, narrowed like the filtered feed', async () => {
    await insert(Array.from({ length: 3 }, () => buildFeedItem()));
    const [top] = (await ctx().call({ method: 'GET', url: '/api/get_feed/1' })).json().record as { uni_id: string; updated: string }[];
    const news = async (narrowing = 'null/all/all') =>
      (await ctx().call({ method: 'GET', url: `/api/get_feed_news/${narrowing}/${encodeURIComponent(top!.updated)}/${top!.uni_id}` })).json();
    expect(await news()).toEqual({ count: 0 });
    // Two new posts, and one nobody may see yet.
    await insertSportsAndCricket(ctx().database.db, { category: 'sports', sub: 'cricket' });
    const repository = new ContentRepository(ctx().database.db);
    await repository.insertMany([
      buildFeedItem({ uni_id: 'fresh1', updated: '2026-11-24T08:00:00.000Z' }),
      buildFeedItem({ uni_id: 'fresh2', updated: '2026-11-24T09:00:00.000Z', social_vendor: 'Youtube', category_id: 'sports', sub_category_id: 'cricket' }),
      buildFeedItem({ uni_id: 'pending', updated: '2026-11-24T10:00:00.000Z', u_approved_date: null }),
    ]);
    await repository.renumberTrending();
    await ctx().app.publicAnswers.version.refresh();
    expect(await news()).toEqual({ count: 2 });
    expect(await news('youtube/all/all')).toEqual({ count: 1 });
    expect(await news('Instagram/all/all')).toEqual({ count: 0 });
    expect(await news('null/sports/cricket')).toEqual({ count: 1 });
    expect(await news('null/sports/football')).toEqual({ count: 0 });
  });

  it("breaks a tie of update times by uni_id, as the feed's order does (a bulk approval stamps them all at once)", async () => {
    const at = '2026-11-24T08:00:00.000Z';
    await insert(['m1', 'm2', 'm3', 'm4'].map((uni_id) => buildFeedItem({ uni_id, updated: at })));
    const order = (await ctx().call({ method: 'GET', url: '/api/get_feed/1' })).json().record.map((r: { uni_id: string }) => r.uni_id);
    expect(order).toEqual(['m4', 'm3', 'm2', 'm1']);
    const ahead = async (id: string) => (await ctx().call({ method: 'GET', url: `/api/get_feed_news/null/all/all/${encodeURIComponent(at)}/${id}` })).json();
    expect(await ahead('m4')).toEqual({ count: 0 });
    expect(await ahead('m2')).toEqual({ count: 2 });
    expect(await ahead('m1')).toEqual({ count: 3 });
  });

  it('counts at most 100 new posts, and refuses a position that is not one', async () => {
    await insert(Array.from({ length: 105 }, () => buildFeedItem()));
    const counted = await ctx().call({ method: 'GET', url: '/api/get_feed_news/null/all/all/2000-01-01T00:00:00.000Z/a' });
    expect(counted.json()).toEqual({ count: 100 });
    for (const url of [
      '/api/get_feed_news/null/all/all/yesterday/a',
      '/api/get_feed_news/null/all/all/2026-11-24T08:00:00.000Z/a%20b',
      '/api/get_feed_news/Myspace/all/all/2026-11-24T08:00:00.000Z/a',
      '/api/get_feed_news/null/all/a%20b/2026-11-24T08:00:00.000Z/a',
    ]) {
      const refused = await ctx().call({ method: 'GET', url });
      expect(refused.statusCode, url).toBe(400);
      expect(refused.json(), url).toEqual({ Error: expect.any(String) });
    }
  });

  it('keeps pages free of overlap and gaps after an item is approved later', async () => {
    await insert(Array.from({ length: 25 }, () => buildFeedItem()));
    const repository = new ContentRepository(ctx().database.db);
    await repository.insertMany([buildFeedItem({ uni_id: 'newest', updated: '2026-11-23T09:59:00.000Z' })]);
    await repository.renumberTrending();
    const first = (await ctx().call({ method: 'GET', url: '/api/get_feed/1' })).json().record;
    const second = (await ctx().call({ method: 'GET', url: '/api/get_feed/2' })).json().record;
    expect(first[0].uni_id).toBe('newest');
    const ids = [...first, ...second].map((r: { uni_id: string }) => r.uni_id);
    expect(new Set(ids).size).toBe(26);
  });

  it('answers the wire shape of a feed item', async () => {
    await insertSportsAndCricket(ctx().database.db, { category: 'sports', sub: 'cricket' });
    await ctx()
      .database.db.insertInto('hot_topic')
      .values(buildHotTopic({ uni_id: 'rains', u_title: 'Monsoon' }))
      .execute();
    await insert([
      buildFeedItem({
        uni_id: 'shape1',
        social_vendor: 'Youtube',
        u_url: 'https://youtu.be/abcdefghijk',
        u_url_2: 'https://x.com/a/status/1',
        category_id: 'sports',
        sub_category_id: 'cricket',
        hot_topic_id: 'rains',
        u_show_description: 'true',
      }),
    ]);
    const [item] = (await ctx().call({ method: 'GET', url: '/api/get_feed/1' })).json().record;
    expect(item).toMatchObject({
      uni_id: 'shape1',
      u_social_vendor: { name: 'Youtube' },
      u_url: 'https://youtu.be/abcdefghijk',
      u_url_2: 'https://x.com/a/status/1',
      u_url_3: null,
      u_show_description: 'true',
      u_category: { id: 'sports', name: 'Sports' },
      u_sub_category: { id: 'cricket', name: 'Cricket' },
      // A further field (spec 000 §3 lists the ones it shows; decision 093).
      u_hot_topic: { id: 'rains', name: 'Monsoon' },
    });
    expect(Object.keys(item)).not.toContain('feed_rank');
  });

  it('builds the Trending JSON exactly as the presenter shapes the same items', async () => {
    await ctx()
      .database.db.insertInto('category')
      .values(buildCategory({ uni_id: 'news', u_label: 'News "Daily" \\ \u00e9' }))
      .execute();
    await ctx()
      .database.db.insertInto('hot_topic')
      .values(buildHotTopic({ uni_id: 'quoted', u_title: 'A "quoted" topic' }))
      .execute();
    await insert([
      buildFeedItem({
        u_title: 'Quotes " and \\ backslashes, tabs\t and émojis 🎉',
        category_id: 'news',
        u_url_3: 'https://redd.it/x',
        hot_topic_id: 'quoted',
      }),
      buildFeedItem({ u_image: null, u_description: '<p>line\nbreak</p>' }),
    ]);
    const trending = await ctx().call({ method: 'GET', url: '/api/get_feed/1' });
    expect(trending.headers['content-type']).toBe('application/json; charset=utf-8');
    const presented = (await ctx().call({ method: 'GET', url: '/api/get_filter_feed/1/null/all/all' })).json();
    // The same bytes on both engines: the same values, in the same key order, with nothing between them.
    expect(trending.body).toBe(JSON.stringify(presented));
  });

  it.each(['0', '-1', 'abc', '1.5', '99999999999'])('answers 400 with an Error for page %s', async (page) => {
    const response = await ctx().call({ method: 'GET', url: `/api/get_feed/${page}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ Error: expect.any(String) });
  });

  it('answers an empty record for a page past the end', async () => {
    await insert([buildFeedItem()]);
    const response = await ctx().call({ method: 'GET', url: '/api/get_feed/500' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ record: [] });
  });

  it('narrows the filtered feed by vendor, and treats null and all as no filter', async () => {
    await insert([
      buildFeedItem({ uni_id: 'tw', social_vendor: 'Twitter' }),
      buildFeedItem({ uni_id: 'yt', social_vendor: 'Youtube', u_url: 'https://youtu.be/aaaaaaaaaaa' }),
    ]);
    const ids = async (url: string) => (await ctx().call({ method: 'GET', url })).json().record.map((r: { uni_id: string }) => r.uni_id);
    expect(await ids('/api/get_filter_feed/1/Youtube/all/all/trending')).toEqual(['yt']);
    expect(await ids('/api/get_filter_feed/1/youtube/all/all')).toEqual(['yt']);
    expect(await ids('/api/get_filter_feed/1/null/all/all')).toEqual(['tw', 'yt']);
  });

  it('narrows the filtered feed to items in a hot topic with the hot_topic tab', async () => {
    await new HotTopicsRepository(ctx().database.db).insertMany([buildHotTopic({ uni_id: 'cup' })]);
    await insert([
      buildFeedItem({ uni_id: 'in-topic', social_vendor: 'Twitter', hot_topic_id: 'cup' }),
      buildFeedItem({ uni_id: 'no-topic', social_vendor: 'Twitter' }),
    ]);
    const ids = async (url: string) => (await ctx().call({ method: 'GET', url })).json().record.map((r: { uni_id: string }) => r.uni_id);
    expect(await ids('/api/get_filter_feed/1/Twitter/all/all/hot_topic')).toEqual(['in-topic']);
    expect((await ids('/api/get_filter_feed/1/Twitter/all/all/trending')).sort()).toEqual(['in-topic', 'no-topic']);
  });

  it('answers a fault of its own as a plain 500, with neither the message nor the stack', async () => {
    const fault = vi.spyOn(FeedRepository.prototype, 'findTrendingPageJson').mockRejectedValue(new Error('secret detail of the fault'));
    try {
      const response = await ctx().call({ method: 'GET', url: '/api/get_feed/7' });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ Error: 'Internal Server Error' });
      expect(response.body).not.toMatch(/secret detail|\bat\b|\.ts:\d/);
    } finally {
      fault.mockRestore();
    }
  });

  it('refuses an unknown vendor and a malformed tab', async () => {
    expect((await ctx().call({ method: 'GET', url: '/api/get_filter_feed/1/Myspace/all/all' })).statusCode).toBe(400);
    expect((await ctx().call({ method: 'GET', url: '/api/get_filter_feed/1/null/all/all/sideways' })).statusCode).toBe(400);
  });
});
