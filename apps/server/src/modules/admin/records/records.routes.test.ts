import { expect, it } from 'vitest';
import { signIn } from '../../../../test/auth.ts';
import { describeEachDatabase } from '../../../../test/helper.ts';

describeEachDatabase('console record routes', (ctx) => {
  async function curator() {
    return (await signIn(ctx(), 'curator')).headers;
  }
  const post = async (headers: Record<string, string>, entity: string, payload: unknown) =>
    ctx().call({ method: 'POST', url: `/api/admin/records/${entity}`, headers, payload: payload as Record<string, unknown> });

  it('creates, lists in order, edits and deletes categories and their sub-categories', async () => {
    const headers = await curator();
    const sports = await post(headers, 'category', { uni_id: 'sports', u_name: 'sports', u_label: 'Sports', u_list_category_order: 2 });
    expect(sports.statusCode).toBe(201);
    expect(sports.json()).toEqual({ uni_id: 'sports', u_name: 'sports', u_label: 'Sports', u_list_category_order: 2 });
    const made = (await post(headers, 'category', { u_name: 'news', u_label: 'News', u_list_category_order: 1 })).json();
    expect(made.uni_id).toMatch(/^[0-9a-f]{32}$/);
    const list = (await ctx().call({ method: 'GET', url: '/api/admin/records/category', headers })).json();
    expect(list).toEqual({ record: [made, sports.json()], total: 2 });
    const sub = await post(headers, 'sub_category', { uni_id: 'cricket', u_label: 'Cricket', u_category: { id: 'sports' }, u_order: 1 });
    expect(sub.json()).toEqual({ uni_id: 'cricket', u_label: 'Cricket', u_category: { id: 'sports' }, u_order: 1 });
    const publicSubs = (await ctx().call({ method: 'GET', url: '/api/get_sub_category' })).json().record;
    expect(publicSubs.map((s: { uni_id: string }) => s.uni_id)).toEqual(['cricket']);

    const edited = await ctx().call({
      method: 'PUT',
      url: '/api/admin/records/category/sports',
      headers,
      payload: { u_name: 'sports', u_label: 'Sport', u_list_category_order: 0 },
    });
    expect(edited.json()).toMatchObject({ uni_id: 'sports', u_label: 'Sport', u_list_category_order: 0 });
    expect((await ctx().call({ method: 'GET', url: '/api/admin/records/category?q=spo', headers })).json().total).toBe(1);

    expect((await ctx().call({ method: 'DELETE', url: '/api/admin/records/category/sports', headers })).json()).toEqual({ Success: true });
    expect((await ctx().call({ method: 'GET', url: '/api/admin/records/sub_category', headers })).json().total).toBe(0);
    expect((await ctx().call({ method: 'GET', url: '/api/admin/records/category/sports', headers })).statusCode).toBe(404);
  });

  it('refuses a record with a bad field, a dangling reference, a taken id or an unknown entity', async () => {
    const headers = await curator();
    const blank = await post(headers, 'category', { u_name: 'x', u_label: '' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().Error).toContain('u_label');
    const dangling = await post(headers, 'sub_category', { u_label: 'Orphan', u_category: { id: 'nowhere' } });
    expect(dangling.statusCode).toBe(400);
    expect(dangling.json().Error).toBe('sub_category u_category.id: no category "nowhere"');
    await post(headers, 'language', { uni_id: 'english', name: 'english', label: 'English' });
    expect((await post(headers, 'language', { uni_id: 'english', name: 'english', label: 'English' })).statusCode).toBe(409);
    expect((await post(headers, 'language', { uni_id: 'en2', name: 'english', label: 'English again' })).statusCode).toBe(409);
    expect((await post(headers, 'planet', { name: 'x' })).statusCode).toBe(400);
    expect((await ctx().call({ method: 'PUT', url: '/api/admin/records/language/none', headers, payload: { name: 'x', label: 'X' } })).statusCode).toBe(404);
  });

  it('answers 409, not 500, when a record still in use is deleted', async () => {
    const headers = await curator();
    await post(headers, 'language', { uni_id: 'english', name: 'english', label: 'English' });
    await post(headers, 'list_category', { uni_id: 'food', u_name: 'food_and_cooking', u_label: 'Food' });
    await post(headers, 'channel', { uni_id: 'chef', u_name: 'Chef', u_list_category: { id: 'food' } });
    const recipe = await post(headers, 'recipe', {
      uni_id: 'dal',
      u_title: 'Dal',
      u_channel_name: { id: 'chef' },
      u_language: { id: 'english' },
      u_list_category: { id: 'food' },
      u_ingredients: '<ul><li>Lentils</li></ul><script>window.__xss=1</script>',
      u_recipes: '<p onmouseover="x()">Boil</p>',
    });
    expect(recipe.json()).toMatchObject({ u_ingredients: '<ul><li>Lentils</li></ul>', u_recipes: '<p>Boil</p>', u_views: 0 });
    const response = await ctx().call({ method: 'DELETE', url: '/api/admin/records/language/english', headers });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ Error: expect.any(String) });
  });

  it('keeps channels, filter records, channel-feed items, hot topics and policies', async () => {
    const headers = await curator();
    await post(headers, 'list_category', { uni_id: 'music', u_name: 'music', u_label: 'Music' });
    await post(headers, 'channel', { uni_id: 'band', u_name: 'Band', u_logo: 'uploads/logo.webp', u_list_category: { id: 'music' } });
    await post(headers, 'filter_record', { uni_id: 'genre', u_name: 'Genre', u_list_category: { id: 'music' } });
    const child = await post(headers, 'filter_record', { uni_id: 'rock', u_name: 'Rock', u_parent: { id: 'genre' }, u_list_category: { id: 'music' } });
    expect(child.json()).toMatchObject({ u_parent: { id: 'genre' } });
    expect((await post(headers, 'filter_record', { u_name: 'Lost', u_parent: { id: 'nope' }, u_list_category: { id: 'music' } })).statusCode).toBe(400);
    const feed = await post(headers, 'channel_feed', {
      uni_id: 'song',
      u_name: 'Song',
      u_views: 1500,
      u_likes: 20,
      u_video_id: 'https://youtu.be/aaaaaaaaaaa',
      u_filter_category: { id: 'rock' },
      u_list_category: { id: 'music' },
      u_list_channel: { id: 'band' },
    });
    expect(feed.json()).toMatchObject({ u_views: 1500, u_likes: 20, u_filter_category: { id: 'rock' }, u_source_type: 'false' });
    // The wire's order (spec 000 §3), which the answers and the export file keep.
    expect(Object.keys(feed.json())).toEqual([
      'uni_id',
      'u_name',
      'u_views',
      'u_likes',
      'u_video_id',
      'u_image',
      'u_image_source',
      'u_source_type',
      'u_description',
      'u_filter_category',
      'u_list_category',
      'u_list_channel',
    ]);
    expect((await post(headers, 'hot_topic', { uni_id: 'election', u_title: 'Election' })).statusCode).toBe(201);
    const untold = await post(headers, 'policy', { uni_id: 'terms', title: 'Terms' });
    expect(untold.statusCode).toBe(400);
    expect(untold.json().Error).toContain('html');
    const policy = await post(headers, 'policy', { uni_id: 'privacy', title: 'Privacy', html: '<p>We keep little.</p><iframe src="x"></iframe>' });
    expect(policy.json()).toEqual({ uni_id: 'privacy', title: 'Privacy', html: '<p>We keep little.</p>', u_order: 0 });
    const knowledge = (await ctx().call({ method: 'GET', url: '/lom/get/knowledgebase/wiy' })).json();
    expect(knowledge.knowledge_categories).toEqual([
      { knowledge_category_name: 'policy', knowledge: [{ id: 'privacy', title: 'Privacy', html: '<p>We keep little.</p>' }] },
    ]);
  });

  it('audits record changes with the changed fields', async () => {
    const { headers, userId } = await signIn(ctx(), 'admin');
    await post(headers, 'category', { uni_id: 'c1', u_name: 'c1', u_label: 'One' });
    ctx().clock.advance(1000);
    await ctx().call({ method: 'PUT', url: '/api/admin/records/category/c1', headers, payload: { u_name: 'c1', u_label: 'Uno' } });
    ctx().clock.advance(1000);
    await ctx().call({ method: 'DELETE', url: '/api/admin/records/category/c1', headers });
    const log = (await ctx().call({ method: 'GET', url: '/api/admin/audit?entity=category', headers })).json().record;
    expect(log.map((e: { action: string }) => e.action)).toEqual(['delete', 'update', 'create']);
    expect(log[1]).toMatchObject({ actor: { id: userId }, entity_id: 'c1', details: { changed: ['u_label'] } });
  });
});
