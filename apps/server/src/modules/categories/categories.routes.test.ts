import { expect, it } from 'vitest';
import { buildCategory, buildFeedItem, buildSubCategory } from '../../../test/factories.ts';
import { describeEachDatabase } from '../../../test/helper.ts';
import { ContentRepository } from '../curation/content/content.repository.ts';
import { CategoriesRepository } from './categories.repository.ts';

describeEachDatabase('category routes', (ctx) => {
  const repository = () => new CategoriesRepository(ctx().database.db);
  const get = async (url: string) => (await ctx().call({ method: 'GET', url })).json();

  it("lists the categories sorted by order, starting with the synthetic 'all' at order 0", async () => {
    await repository().insert([
      buildCategory({ uni_id: 'sports', u_label: 'Sports', u_list_category_order: 2 }),
      buildCategory({ uni_id: 'news', u_label: 'News', u_list_category_order: 1 }),
      buildCategory({ uni_id: 'food', u_label: 'Food', u_list_category_order: 3 }),
    ]);
    const { record } = await get('/api/get_category');
    expect(record[0]).toEqual({ uni_id: 'all', u_name: 'all', u_label: 'All', u_list_category_order: 0 });
    expect(record.map((c: { uni_id: string }) => c.uni_id)).toEqual(['all', 'news', 'sports', 'food']);
  });

  it("answers just 'all' when there is no category", async () => {
    expect((await get('/api/get_category')).record.map((c: { uni_id: string }) => c.uni_id)).toEqual(['all']);
  });

  it("does not list 'all' twice when a stored category has that id", async () => {
    await repository().insert([buildCategory({ uni_id: 'all', u_label: 'Everything', u_list_category_order: 5 })]);
    const { record } = await get('/api/get_category');
    expect(record).toEqual([{ uni_id: 'all', u_name: 'all', u_label: 'All', u_list_category_order: 0 }]);
  });

  it('lists the sub-categories with their category as u_category.id, in display order', async () => {
    await repository().insert(
      [buildCategory({ uni_id: 'sports' }), buildCategory({ uni_id: 'news' })],
      [
        buildSubCategory('sports', { uni_id: 'sports-football', u_label: 'Football', u_order: 2 }),
        buildSubCategory('sports', { uni_id: 'sports-cricket', u_label: 'Cricket', u_order: 1 }),
        buildSubCategory('news', { uni_id: 'news-world', u_label: 'World', u_order: 1 }),
      ],
    );
    const { record } = await get('/api/get_sub_category');
    expect(record).toEqual([
      { uni_id: 'news-world', u_label: 'World', u_category: { id: 'news' } },
      { uni_id: 'sports-cricket', u_label: 'Cricket', u_category: { id: 'sports' } },
      { uni_id: 'sports-football', u_label: 'Football', u_category: { id: 'sports' } },
    ]);
  });

  it('feeds a sub-category page with its items only, on the null vendor path and with a tab segment', async () => {
    await repository().insert(
      [buildCategory({ uni_id: 'sports' })],
      [buildSubCategory('sports', { uni_id: 'sports-cricket' }), buildSubCategory('sports', { uni_id: 'sports-football' })],
    );
    await new ContentRepository(ctx().database.db).insertMany([
      buildFeedItem({ uni_id: 'cricket-tw', category_id: 'sports', sub_category_id: 'sports-cricket' }),
      buildFeedItem({
        uni_id: 'cricket-yt',
        category_id: 'sports',
        sub_category_id: 'sports-cricket',
        social_vendor: 'Youtube',
        u_url: 'https://youtu.be/aaaaaaaaaaa',
      }),
      buildFeedItem({ uni_id: 'football', category_id: 'sports', sub_category_id: 'sports-football' }),
    ]);
    const ids = async (url: string) => (await get(url)).record.map((r: { uni_id: string }) => r.uni_id);
    expect(await ids('/api/get_filter_feed/1/null/sports/sports-cricket')).toEqual(['cricket-tw', 'cricket-yt']);
    expect(await ids('/api/get_filter_feed/1/Youtube/sports/sports-cricket')).toEqual(['cricket-yt']);
    expect(await ids('/api/get_filter_feed/1/null/sports/sports-cricket/trending')).toEqual(['cricket-tw', 'cricket-yt']);
    expect(await ids('/api/get_filter_feed/1/null/sports/no-such-sub')).toEqual([]);
  });

  it('answers 400 with an Error for a category feed id of the wrong form', async () => {
    const response = await ctx().call({ method: 'GET', url: '/api/get_filter_feed/1/null/sp%20orts/x' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ Error: expect.any(String) });
  });
});
