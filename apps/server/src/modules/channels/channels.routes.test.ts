import type { Selectable } from 'kysely';
import { expect, it } from 'vitest';
import type { ChannelFeedTable, FilterRecordTable, ListCategoryTable, ListChannelTable } from '../../db/schema.ts';
import { describeEachDatabase } from '../../../test/helper.ts';
import { buildChannel, buildChannelFeedItem, buildListCategory } from '../../../test/factories.ts';

const ids = (body: { record: { uni_id: string }[] }) => body.record.map((r) => r.uni_id);

describeEachDatabase('channel routes', (ctx) => {
  const db = () => ctx().database.db;
  const get = async (url: string) => {
    const response = await ctx().call({ method: 'GET', url });
    return { status: response.statusCode, body: response.json() };
  };
  async function insert(rows: {
    categories?: Selectable<ListCategoryTable>[];
    channels?: Selectable<ListChannelTable>[];
    filters?: Selectable<FilterRecordTable>[];
    feed?: Selectable<ChannelFeedTable>[];
  }) {
    if (rows.categories?.length) await db().insertInto('list_category').values(rows.categories).execute();
    if (rows.channels?.length) await db().insertInto('list_channel').values(rows.channels).execute();
    if (rows.filters?.length) await db().insertInto('filter_record').values(rows.filters).execute();
    if (rows.feed?.length) await db().insertInto('channel_feed').values(rows.feed).execute();
  }

  it('answers the list categories in display order', async () => {
    await insert({
      categories: [
        buildListCategory({ uni_id: 'music', u_name: 'music', u_label: 'Music', u_order: 2 }),
        buildListCategory({ uni_id: 'food_and_cooking', u_name: 'food_and_cooking', u_label: 'Food & Cooking', u_order: 1 }),
      ],
    });
    const { status, body } = await get('/api/get/list/category');
    expect(status).toBe(200);
    expect(body.record).toEqual([
      { uni_id: 'food_and_cooking', u_name: 'food_and_cooking', u_label: 'Food & Cooking', u_order: 1 },
      { uni_id: 'music', u_name: 'music', u_label: 'Music', u_order: 2 },
    ]);
  });

  it('pages every channel by name, 20 a page, in the wire shape', async () => {
    const category = buildListCategory({ uni_id: 'music', u_label: 'Music' });
    const channels = Array.from({ length: 25 }, (_, i) => buildChannel('music', { uni_id: `ch${i}`, u_name: `Channel ${String(i).padStart(2, '0')}` }));
    await insert({ categories: [category], channels });
    const first = await get('/api/get/list/channel/1');
    const second = await get('/api/get/list/channel/2');
    const third = await get('/api/get/list/channel/3');
    expect([first.body.record.length, second.body.record.length, third.body.record.length]).toEqual([20, 5, 0]);
    expect([...ids(first.body), ...ids(second.body)]).toEqual(channels.map((c) => c.uni_id));
    expect(first.body.record[0]).toEqual({
      uni_id: 'ch0',
      u_name: 'Channel 00',
      u_logo: 'demo/logo.svg',
      u_list_category: { id: 'music', name: 'Music' },
      u_list_channel: { id: 'ch0' },
    });
  });

  it('narrows channels to a list category, to a filter record, or not at all for all', async () => {
    await insert({
      categories: [buildListCategory({ uni_id: 'music' }), buildListCategory({ uni_id: 'gaming' })],
      channels: [
        buildChannel('music', { uni_id: 'm1', u_name: 'A music' }),
        buildChannel('music', { uni_id: 'm2', u_name: 'B music' }),
        buildChannel('gaming', { uni_id: 'g1', u_name: 'C gaming' }),
      ],
      filters: [
        { uni_id: 'music-format', u_name: 'Format', parent_id: '0', list_category_id: 'music' },
        { uni_id: 'music-format-live', u_name: 'Live', parent_id: 'music-format', list_category_id: 'music' },
        { uni_id: 'music-format-short', u_name: 'Short', parent_id: 'music-format', list_category_id: 'music' },
      ],
    });
    await insert({
      feed: [
        buildChannelFeedItem({ uni_id: 'm1', list_category_id: 'music' }, { filter_category_id: 'music-format-live' }),
        buildChannelFeedItem({ uni_id: 'm2', list_category_id: 'music' }, { filter_category_id: 'music-format-short' }),
      ],
    });
    expect(ids((await get('/api/get/channel/filter/music/1')).body)).toEqual(['m1', 'm2']);
    expect(ids((await get('/api/get/channel/filter/gaming/1')).body)).toEqual(['g1']);
    expect(ids((await get('/api/get/channel/filter/music-format-live/1')).body)).toEqual(['m1']);
    expect(ids((await get('/api/get/channel/filter/music-format/1')).body)).toEqual(['m1', 'm2']);
    expect(ids((await get('/api/get/channel/filter/all/1')).body)).toEqual(['m1', 'm2', 'g1']);
    expect(await get('/api/get/channel/filter/no-such-id/1')).toEqual({ status: 200, body: { record: [] } });
  });

  it("answers a category's filter records with parents at u_parent.id '0'", async () => {
    await insert({
      categories: [buildListCategory({ uni_id: 'music' }), buildListCategory({ uni_id: 'gaming' })],
      filters: [
        { uni_id: 'music-level', u_name: 'Level', parent_id: '0', list_category_id: 'music' },
        { uni_id: 'music-level-beginner', u_name: 'Beginner', parent_id: 'music-level', list_category_id: 'music' },
        { uni_id: 'gaming-level', u_name: 'Level', parent_id: '0', list_category_id: 'gaming' },
      ],
    });
    const { body } = await get('/api/get/channel/feed/filter/music');
    expect(body.record).toEqual([
      { uni_id: 'music-level', u_name: 'Level', u_parent: { id: '0' } },
      { uni_id: 'music-level-beginner', u_name: 'Beginner', u_parent: { id: 'music-level' } },
    ]);
    expect((await get('/api/get/channel/feed/filter/unknown')).body).toEqual({ record: [] });
  });

  async function channelWithFeed() {
    const channel = buildChannel('music', { uni_id: 'chan', u_name: 'The Channel' });
    const feed = Array.from({ length: 23 }, (_, i) =>
      buildChannelFeedItem(channel, {
        uni_id: `v${String(i).padStart(2, '0')}`,
        u_name: i === 3 ? 'Live at 100% _volume_ it\'s "loud"' : `Video ${i}`,
        // Views rise with i, likes fall with it, and updated is newest for the lowest i.
        u_views: 120 + i * 1000,
        u_likes: 5_000_000 - i * 7,
        updated: new Date(Date.UTC(2026, 10, 20) - i * 60_000).toISOString(),
      }),
    );
    await insert({ categories: [buildListCategory({ uni_id: 'music' })], channels: [channel], feed });
    await insert({ channels: [buildChannel('music', { uni_id: 'other' })] });
    await insert({ feed: [buildChannelFeedItem({ uni_id: 'other', list_category_id: 'music' }, { uni_id: 'elsewhere' })] });
    return feed;
  }

  it("pages a channel's feed newest updated first, 20 a page, in the wire shape", async () => {
    const feed = await channelWithFeed();
    const first = await get('/api/get/channel/feed_list/chan/music/1');
    const second = await get('/api/get/channel/feed_list/chan/music/2');
    expect([...ids(first.body), ...ids(second.body)]).toEqual(feed.map((f) => f.uni_id));
    expect(first.body.record).toHaveLength(20);
    expect(first.body.record[0]).toEqual({
      uni_id: 'v00',
      u_name: 'Video 0',
      u_views: 120,
      u_likes: 5_000_000,
      u_video_id: feed[0]!.u_video_id,
      u_image: 'demo/feed-1.svg',
      u_image_source: null,
      u_source_type: 'false',
      u_description: '<p>About this video</p>',
      u_filter_category: null,
      u_list_category: { id: 'music' },
      u_list_channel: { id: 'chan', name: 'The Channel' },
      created: feed[0]!.created,
      updated: feed[0]!.updated,
    });
    expect((await get('/api/get/channel/feed_list/chan/gaming/1')).body).toEqual({ record: [] });
    expect((await get('/api/get/channel/feed_list/unknown/music/1')).body).toEqual({ record: [] });
  });

  it('sorts by views and by likes across pages, and none keeps the newest first', async () => {
    const feed = await channelWithFeed();
    const all = async (sort: string) => [
      ...ids((await get(`/api/sort/record/${sort}/chan/music/1`)).body),
      ...ids((await get(`/api/sort/record/${sort}/chan/music/2`)).body),
    ];
    const byViews = [...feed].sort((a, b) => b.u_views - a.u_views).map((f) => f.uni_id);
    const byLikes = [...feed].sort((a, b) => b.u_likes - a.u_likes).map((f) => f.uni_id);
    expect(await all('views')).toEqual(byViews);
    expect(await all('likes')).toEqual(byLikes);
    expect(await all('none')).toEqual(feed.map((f) => f.uni_id));
    expect(byViews[0]).toBe('v22');
    expect(byLikes[0]).toBe('v00');
  });

  it('breaks ties in views by uni_id, so pages never overlap', async () => {
    const channel = buildChannel('music', { uni_id: 'chan' });
    const feed = Array.from({ length: 30 }, (_, i) => buildChannelFeedItem(channel, { uni_id: `t${String(i).padStart(2, '0')}`, u_views: 500 }));
    await insert({ categories: [buildListCategory({ uni_id: 'music' })], channels: [channel], feed });
    const pages = [...ids((await get('/api/sort/record/views/chan/music/1')).body), ...ids((await get('/api/sort/record/views/chan/music/2')).body)];
    expect(pages).toEqual(feed.map((f) => f.uni_id).reverse());
  });

  it('narrows a channel feed by name, taking %, _ and quotes literally and ignoring case', async () => {
    await channelWithFeed();
    const search = async (text: string, sort = '') => {
      const url = sort ? `/api/sort/record/${sort}/chan/music/1` : '/api/get/channel/feed_list/chan/music/1';
      return ids((await get(`${url}?search=${encodeURIComponent(text)}`)).body);
    };
    expect(await search('100%')).toEqual(['v03']);
    expect(await search('_volume_')).toEqual(['v03']);
    expect(await search('%')).toEqual(['v03']);
    expect(await search('_')).toEqual(['v03']);
    expect(await search('"loud"')).toEqual(['v03']);
    expect(await search("it's")).toEqual(['v03']);
    expect(await search('LIVE AT')).toEqual(['v03']);
    expect(await search('video 1', 'views')).toEqual(['v19', 'v18', 'v17', 'v16', 'v15', 'v14', 'v13', 'v12', 'v11', 'v10', 'v01']);
    expect(await search("' OR '1'='1")).toEqual([]);
    expect(await search('   ')).toHaveLength(20);
  });

  it('answers one channel feed item, and an empty record for an unknown id', async () => {
    const channel = buildChannel('music', { uni_id: 'chan' });
    await insert({ categories: [buildListCategory({ uni_id: 'music' })], channels: [channel], feed: [buildChannelFeedItem(channel, { uni_id: 'one' })] });
    const known = await get('/api/get/channel/feed_content/one');
    expect(known.status).toBe(200);
    expect(ids(known.body)).toEqual(['one']);
    expect(await get('/api/get/channel/feed_content/nothing')).toEqual({ status: 200, body: { record: [] } });
  });

  it.each([
    '/api/get/list/channel/0',
    '/api/get/list/channel/abc',
    '/api/get/channel/filter/bad%20id/1',
    '/api/get/channel/filter/music/-1',
    '/api/get/channel/feed/filter/%27%3B--',
    '/api/get/channel/feed_list/chan/music/1.5',
    '/api/get/channel/feed_list/chan%2Fx/music/1',
    '/api/sort/record/rating/chan/music/1',
    '/api/sort/record/views/chan/music/0',
    `/api/get/channel/feed_list/chan/music/1?search=${'x'.repeat(101)}`,
    '/api/get/channel/feed_content/a%20b',
  ])('answers 400 with an Error for %s', async (url) => {
    const { status, body } = await get(url);
    expect(status).toBe(400);
    expect(body).toEqual({ Error: expect.any(String) });
  });
});
