import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../../test/helper.ts';
import { buildChannel, buildListCategory, buildRecipe } from '../../../test/factories.ts';

describeEachDatabase('search route', (ctx) => {
  const search = async (body: unknown) => {
    const response = await ctx().call({ method: 'POST', url: '/api/get/record/searchValue', payload: body as object });
    return { status: response.statusCode, body: response.json() };
  };
  const names = async (tableName: string, searchValue: string) => {
    const { status, body } = await search({ tableName, searchValue });
    expect(status).toBe(200);
    return body.record.map((r: { u_name?: string; u_title?: string }) => r.u_name ?? r.u_title);
  };

  async function seed() {
    const db = ctx().database.db;
    await db
      .insertInto('list_category')
      .values([buildListCategory({ uni_id: 'food_and_cooking' }), buildListCategory({ uni_id: 'music' })])
      .execute();
    const channels = [
      buildChannel('food_and_cooking', { uni_id: 'c1', u_name: 'Spice Kitchen' }),
      buildChannel('food_and_cooking', { uni_id: 'c2', u_name: "Grandma's 100% Kitchen" }),
      buildChannel('music', { uni_id: 'c3', u_name: 'Kitchen_Beats' }),
      buildChannel('music', { uni_id: 'c4', u_name: 'Folk Roots' }),
    ];
    await db.insertInto('list_channel').values(channels).execute();
    await db
      .insertInto('language')
      .values([
        { uni_id: 'english', name: 'english', label: 'English' },
        { uni_id: 'hindi', name: 'hindi', label: 'Hindi' },
      ])
      .execute();
    await db
      .insertInto('recipe')
      .values([
        buildRecipe(channels[0]!, 'english', { u_title: 'Masala Dosa', updated: '2026-11-20T00:00:00.000Z' }),
        buildRecipe(channels[1]!, 'english', { u_title: 'Paneer "Tikka"', updated: '2026-11-19T00:00:00.000Z' }),
        buildRecipe(channels[1]!, 'hindi', { u_title: 'पनीर टिक्का', updated: '2026-11-18T00:00:00.000Z' }),
      ])
      .execute();
  }

  it('finds channels by name, case-insensitively, by name order', async () => {
    await seed();
    expect(await names('wiy_list_channel', 'kitchen')).toEqual(["Grandma's 100% Kitchen", 'Kitchen_Beats', 'Spice Kitchen']);
    expect(await names('wiy_list_channel', '  KITCHEN  ')).toEqual(["Grandma's 100% Kitchen", 'Kitchen_Beats', 'Spice Kitchen']);
  });

  it('finds recipes by title, in any script', async () => {
    await seed();
    expect(await names('wiy_list_feed', 'tikka')).toEqual(['Paneer "Tikka"']);
    expect(await names('wiy_list_feed', 'पनीर')).toEqual(['पनीर टिक्का']);
    const { body } = await search({ tableName: 'wiy_list_feed', searchValue: 'dosa' });
    expect(body.record[0]).toMatchObject({
      u_title: 'Masala Dosa',
      u_channel_name: { id: 'c1', name: 'Spice Kitchen' },
      u_ingredients: '<ul><li>Rice</li></ul>',
    });
  });

  it('takes %, _, quotes and backslashes as plain text', async () => {
    await seed();
    expect(await names('wiy_list_channel', '%')).toEqual(["Grandma's 100% Kitchen"]);
    expect(await names('wiy_list_channel', '_')).toEqual(['Kitchen_Beats']);
    expect(await names('wiy_list_channel', "'")).toEqual(["Grandma's 100% Kitchen"]);
    expect(await names('wiy_list_feed', '"')).toEqual(['Paneer "Tikka"']);
    expect(await names('wiy_list_channel', '\\')).toEqual([]);
    expect(await names('wiy_list_channel', "' OR 1=1 --")).toEqual([]);
    expect(await names('wiy_list_channel', 'k%n')).toEqual([]);
  });

  it('answers at most 50 matches', async () => {
    await seed();
    const many = Array.from({ length: 60 }, (_, i) => buildChannel('music', { uni_id: `many${i}`, u_name: `Many ${String(i).padStart(2, '0')}` }));
    await ctx().database.db.insertInto('list_channel').values(many).execute();
    expect(await names('wiy_list_channel', 'many')).toHaveLength(50);
  });

  it.each([
    [{ tableName: 'app_user', searchValue: 'a' }],
    [{ tableName: 'wiy_list_channel; drop table list_channel', searchValue: 'a' }],
    [{ tableName: 'WIY_LIST_CHANNEL', searchValue: 'a' }],
    [{ searchValue: 'a' }],
    [{ tableName: 'wiy_list_channel' }],
    [{ tableName: 'wiy_list_channel', searchValue: '' }],
    [{ tableName: 'wiy_list_channel', searchValue: '   ' }],
    [{ tableName: 'wiy_list_channel', searchValue: 'x'.repeat(101) }],
    [{ tableName: 'wiy_list_channel', searchValue: ['a'] }],
  ])('answers 400 with an Error for the body %j', async (body) => {
    const response = await search(body);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ Error: expect.any(String) });
  });

  it('answers 400 for a body that is not JSON', async () => {
    const response = await ctx().call({
      method: 'POST',
      url: '/api/get/record/searchValue',
      payload: 'tableName=wiy_list_channel',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ Error: expect.any(String) });
  });
});
