import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../../test/helper.ts';

describeEachDatabase('knowledge-base route', (ctx) => {
  async function seed() {
    const db = ctx().database.db;
    await db
      .insertInto('knowledge_category')
      .values([
        { id: 'kc-policy', name: 'policy', product: 'wiy' },
        { id: 'kc-faq', name: 'faq', product: 'wiy' },
        { id: 'kc-other', name: 'policy', product: 'other' },
      ])
      .execute();
    const at = '2026-11-01T00:00:00.000Z';
    await db
      .insertInto('knowledge')
      .values([
        { id: 'p2', category_id: 'kc-policy', title: 'Terms of Use', html: '<p>Terms</p>', u_order: 2, created: at, updated: at },
        { id: 'p1', category_id: 'kc-policy', title: 'Privacy Policy', html: '<p>Privacy</p>', u_order: 1, created: at, updated: at },
        { id: 'f1', category_id: 'kc-faq', title: 'What is this?', html: '<p>An app</p>', u_order: 1, created: at, updated: at },
        { id: 'o1', category_id: 'kc-other', title: 'Not ours', html: '<p>x</p>', u_order: 1, created: at, updated: at },
      ])
      .execute();
  }

  it("answers the product's knowledge categories with their entries in order", async () => {
    await seed();
    const response = await ctx().call({ method: 'GET', url: '/lom/get/knowledgebase/wiy' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      knowledge_categories: [
        { knowledge_category_name: 'faq', knowledge: [{ id: 'f1', title: 'What is this?', html: '<p>An app</p>' }] },
        {
          knowledge_category_name: 'policy',
          knowledge: [
            { id: 'p1', title: 'Privacy Policy', html: '<p>Privacy</p>' },
            { id: 'p2', title: 'Terms of Use', html: '<p>Terms</p>' },
          ],
        },
      ],
    });
  });

  it('answers no categories for an unknown product', async () => {
    await seed();
    const response = await ctx().call({ method: 'GET', url: '/lom/get/knowledgebase/nobody' });
    expect(response.json()).toEqual({ knowledge_categories: [] });
  });

  it.each(['/lom/get/knowledgebase/a%20b', "/lom/get/knowledgebase/wiy'--"])('answers 400 with an Error for %s', async (url) => {
    const response = await ctx().call({ method: 'GET', url });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ Error: expect.any(String) });
  });
});
