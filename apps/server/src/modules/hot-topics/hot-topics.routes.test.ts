import { expect, it } from 'vitest';
import { buildFeedItem, buildHotTopic } from '../../../test/factories.ts';
import { describeEachDatabase } from '../../../test/helper.ts';
import { ContentRepository } from '../curation/content/content.repository.ts';
import { HotTopicsRepository } from './hot-topics.repository.ts';

describeEachDatabase('hot topic routes', (ctx) => {
  const topics = () => new HotTopicsRepository(ctx().database.db);
  const feeds = () => new ContentRepository(ctx().database.db);
  const ids = async (url: string) => (await ctx().call({ method: 'GET', url })).json().record.map((r: { uni_id: string }) => r.uni_id);

  it('answers 20 topics a page, newest updated first, then uni_id descending', async () => {
    const rows = Array.from({ length: 23 }, (_, i) =>
      buildHotTopic({ uni_id: `topic-${String(i).padStart(2, '0')}`, updated: new Date(Date.UTC(2026, 10, 1) + Math.floor(i / 2) * 3_600_000).toISOString() }),
    );
    await topics().insertMany(rows);
    const first = await ids('/api/get_parent_topic/1');
    const second = await ids('/api/get_parent_topic/2');
    expect([first.length, second.length]).toEqual([20, 3]);
    const expected = [...rows].sort((a, b) => b.updated.localeCompare(a.updated) || b.uni_id.localeCompare(a.uni_id)).map((t) => t.uni_id);
    expect([...first, ...second]).toEqual(expected);
    expect(await ids('/api/get_parent_topic/3')).toEqual([]);
  });

  it('answers the wire shape of a topic', async () => {
    await topics().insertMany([buildHotTopic({ uni_id: 'topic-1', u_title: 'World Cup Fever', u_image: 'demo/topic-1.svg' })]);
    const [topic] = (await ctx().call({ method: 'GET', url: '/api/get_parent_topic/1' })).json().record;
    expect(topic).toEqual({
      uni_id: 'topic-1',
      u_title: 'World Cup Fever',
      u_image: 'demo/topic-1.svg',
      u_description: expect.any(String),
      updated: expect.any(String),
    });
  });

  it("answers a topic's approved items only, 20 a page, newest updated first", async () => {
    await topics().insertMany([buildHotTopic({ uni_id: 'cup' }), buildHotTopic({ uni_id: 'vote' })]);
    const inCup = Array.from({ length: 22 }, () => buildFeedItem({ hot_topic_id: 'cup' }));
    await feeds().insertMany([
      ...inCup,
      buildFeedItem({ uni_id: 'in-vote', hot_topic_id: 'vote' }),
      buildFeedItem({ uni_id: 'pending-cup', hot_topic_id: 'cup', u_approved_date: null }),
      buildFeedItem({ uni_id: 'no-topic' }),
    ]);
    const first = await ids('/api/get/filter/data/parent/topic/1/cup');
    const second = await ids('/api/get/filter/data/parent/topic/2/cup');
    const expected = [...inCup].sort((a, b) => b.updated.localeCompare(a.updated) || b.uni_id.localeCompare(a.uni_id)).map((i) => i.uni_id);
    expect(first).toEqual(expected.slice(0, 20));
    expect(second).toEqual(expected.slice(20));
    expect(await ids('/api/get/filter/data/parent/topic/1/vote')).toEqual(['in-vote']);
  });

  it("counts the topic's posts that came in above a reader's first one, its own only, 100 at most, and refuses a position that is not one", async () => {
    await topics().insertMany([buildHotTopic({ uni_id: 'cup' }), buildHotTopic({ uni_id: 'vote' })]);
    const top = buildFeedItem({ uni_id: 'seen', hot_topic_id: 'cup', updated: '2026-11-24T08:00:00.000Z' });
    await feeds().insertMany([
      top,
      buildFeedItem({ uni_id: 'new-cup', hot_topic_id: 'cup', updated: '2026-11-24T09:00:00.000Z' }),
      buildFeedItem({ uni_id: 'new-vote', hot_topic_id: 'vote', updated: '2026-11-24T09:00:00.000Z' }),
      buildFeedItem({ uni_id: 'new-none', updated: '2026-11-24T09:00:00.000Z' }),
      buildFeedItem({ uni_id: 'pending-cup', hot_topic_id: 'cup', updated: '2026-11-24T10:00:00.000Z', u_approved_date: null }),
      ...Array.from({ length: 105 }, () => buildFeedItem({ hot_topic_id: 'vote', updated: '2026-11-25T08:00:00.000Z' })),
    ]);
    const news = async (url: string) => (await ctx().call({ method: 'GET', url })).json();
    expect(await news(`/api/get_topic_news/cup/${encodeURIComponent(top.updated)}/seen`)).toEqual({ count: 1 });
    expect(await news(`/api/get_topic_news/vote/${encodeURIComponent(top.updated)}/seen`)).toEqual({ count: 100 });
    for (const url of ['/api/get_topic_news/cup/yesterday/seen', '/api/get_topic_news/a%20b/2026-11-24T08:00:00.000Z/seen']) {
      const refused = await ctx().call({ method: 'GET', url });
      expect(refused.statusCode, url).toBe(400);
      expect(refused.json(), url).toEqual({ Error: expect.any(String) });
    }
  });

  it('answers an empty record for an unknown topic', async () => {
    const response = await ctx().call({ method: 'GET', url: '/api/get/filter/data/parent/topic/1/no-such-topic' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ record: [] });
  });

  it.each([
    '/api/get_parent_topic/0',
    '/api/get_parent_topic/abc',
    '/api/get/filter/data/parent/topic/-1/cup',
    '/api/get/filter/data/parent/topic/1.5/cup',
    '/api/get/filter/data/parent/topic/1/bad%20id',
    `/api/get/filter/data/parent/topic/1/${'x'.repeat(65)}`,
  ])('answers 400 with an Error for %s', async (url) => {
    const response = await ctx().call({ method: 'GET', url });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ Error: expect.any(String) });
  });
});
