import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../../test/helper.ts';
import { buildChannel, buildListCategory, buildRecipe } from '../../../test/factories.ts';

const ids = (body: { record: { uni_id: string }[] }) => body.record.map((r) => r.uni_id);

describeEachDatabase('recipe routes', (ctx) => {
  const db = () => ctx().database.db;
  const get = async (url: string) => {
    const response = await ctx().call({ method: 'GET', url });
    return { status: response.statusCode, body: response.json() };
  };
  const food = buildChannel('food_and_cooking', { uni_id: 'food-1', u_name: 'Spice Kitchen' });
  const bakery = buildChannel('food_and_cooking', { uni_id: 'food-2', u_name: 'Bake It Easy' });
  const band = buildChannel('music', { uni_id: 'music-1', u_name: 'Indie Waves' });

  async function seed() {
    await db()
      .insertInto('list_category')
      .values([
        buildListCategory({ uni_id: 'food_and_cooking', u_name: 'food_and_cooking', u_label: 'Food & Cooking' }),
        buildListCategory({ uni_id: 'music', u_name: 'music' }),
      ])
      .execute();
    await db().insertInto('list_channel').values([food, bakery, band]).execute();
    await db()
      .insertInto('language')
      .values([
        { uni_id: 'tamil', name: 'tamil', label: 'Tamil' },
        { uni_id: 'english', name: 'english', label: 'English' },
        { uni_id: 'hindi', name: 'hindi', label: 'Hindi' },
      ])
      .execute();
  }

  it('answers the languages with english, the default, first', async () => {
    await seed();
    const { status, body } = await get('/api/get/language/record');
    expect(status).toBe(200);
    expect(body.record).toEqual([
      { uni_id: 'english', name: 'english', label: 'English' },
      { uni_id: 'hindi', name: 'hindi', label: 'Hindi' },
      { uni_id: 'tamil', name: 'tamil', label: 'Tamil' },
    ]);
  });

  it('answers the food_and_cooking channels that have recipes in the chosen language', async () => {
    await seed();
    await db()
      .insertInto('recipe')
      .values([
        buildRecipe(food, 'english'),
        buildRecipe(bakery, 'english'),
        buildRecipe(food, 'tamil'),
        buildRecipe(band, 'english', { list_category_id: 'music' }),
      ])
      .execute();
    expect(ids((await get('/api/get/all/channel/recipe/null/english/1')).body)).toEqual(['food-2', 'food-1']);
    expect(ids((await get('/api/get/all/channel/recipe/null/tamil/1')).body)).toEqual(['food-1']);
    expect(ids((await get('/api/get/all/channel/recipe/null/hindi/1')).body)).toEqual([]);
    expect(ids((await get('/api/get/all/channel/recipe/null/english/2')).body)).toEqual([]);
    expect((await get('/api/get/all/channel/recipe/null/klingon/1')).body).toEqual({ record: [] });
    const [channel] = (await get('/api/get/all/channel/recipe/null/tamil/1')).body.record;
    expect(channel).toEqual({
      uni_id: 'food-1',
      u_name: 'Spice Kitchen',
      u_logo: 'demo/logo.svg',
      u_list_category: { id: 'food_and_cooking', name: 'Food & Cooking' },
      u_list_channel: { id: 'food-1' },
    });
  });

  it('narrows recipe channels by channel name or recipe title, literally', async () => {
    await seed();
    await db()
      .insertInto('recipe')
      .values([
        buildRecipe(food, 'english', { u_title: 'Masala 100% Dosa' }),
        buildRecipe(bakery, 'english', { u_title: 'Lemon cake' }),
        buildRecipe(bakery, 'hindi', { u_title: 'Masala chai' }),
      ])
      .execute();
    const search = async (text: string, language = 'english') => ids((await get(`/api/get/all/channel/recipe/${encodeURIComponent(text)}/${language}/1`)).body);
    expect(await search('bake')).toEqual(['food-2']);
    expect(await search('MASALA')).toEqual(['food-1']);
    expect(await search('masala', 'hindi')).toEqual(['food-2']);
    expect(await search('100%')).toEqual(['food-1']);
    expect(await search('%')).toEqual(['food-1']);
    expect(await search('_')).toEqual([]);
    expect(await search("'; drop table recipe; --")).toEqual([]);
  });

  it("pages a channel's recipes in a language, newest updated first, 20 a page", async () => {
    await seed();
    const recipes = Array.from({ length: 22 }, (_, i) =>
      buildRecipe(food, 'english', { uni_id: `r${String(i).padStart(2, '0')}`, updated: new Date(Date.UTC(2026, 10, 20) - i * 60_000).toISOString() }),
    );
    await db()
      .insertInto('recipe')
      .values([...recipes, buildRecipe(food, 'hindi'), buildRecipe(bakery, 'english')])
      .execute();
    const first = await get('/api/get/recipe/content/records/food_and_cooking/food-1/english/1');
    const second = await get('/api/get/recipe/content/records/food_and_cooking/food-1/english/2');
    expect(first.body.record).toHaveLength(20);
    expect([...ids(first.body), ...ids(second.body)]).toEqual(recipes.map((r) => r.uni_id));
    expect((await get('/api/get/recipe/content/records/music/food-1/english/1')).body).toEqual({ record: [] });
    expect((await get('/api/get/recipe/content/records/food_and_cooking/nope/english/1')).body).toEqual({ record: [] });
  });

  it('answers one recipe in the wire shape', async () => {
    await seed();
    const recipe = buildRecipe(food, 'english', { uni_id: 'dosa', u_title: 'Masala Dosa', u_views: 1_234_567, u_url: 'https://youtu.be/abcdefghijk' });
    await db().insertInto('recipe').values(recipe).execute();
    const { status, body } = await get('/api/get/recipe/content/dosa');
    expect(status).toBe(200);
    expect(body.record).toEqual([
      {
        uni_id: 'dosa',
        u_title: 'Masala Dosa',
        u_image: 'demo/feed-2.svg',
        u_image_source: null,
        u_source_type: 'false',
        u_views: 1_234_567,
        u_likes: 25,
        u_url: 'https://youtu.be/abcdefghijk',
        u_channel_name: { id: 'food-1', name: 'Spice Kitchen' },
        u_language: { id: 'english' },
        u_ingredients: '<ul><li>Rice</li></ul>',
        u_recipes: '<ol><li>Cook the rice.</li></ol>',
        created: recipe.created,
        updated: recipe.updated,
      },
    ]);
  });

  it('answers 404 with an Error for an unknown recipe', async () => {
    expect(await get('/api/get/recipe/content/no-such-recipe')).toEqual({ status: 404, body: { Error: 'Recipe not found' } });
  });

  it.each([
    '/api/get/all/channel/recipe/null/english/0',
    '/api/get/all/channel/recipe/null/eng%20lish/1',
    '/api/get/recipe/content/records/food_and_cooking/food-1/english/x',
    '/api/get/recipe/content/records/food%3B/food-1/english/1',
    '/api/get/recipe/content/%27%20or%201%3D1',
  ])('answers 400 with an Error for %s', async (url) => {
    const { status, body } = await get(url);
    expect(status).toBe(400);
    expect(body).toEqual({ Error: expect.any(String) });
  });
});
