import { expect, it } from 'vitest';
import { buildFeedItem } from '../../../test/factories.ts';
import { describeEachDatabase } from '../../../test/helper.ts';
import { ContentRepository } from '../curation/content/content.repository.ts';

describeEachDatabase('content routes', (ctx) => {
  const insert = (items: ReturnType<typeof buildFeedItem>[]) => new ContentRepository(ctx().database.db).insertMany(items);
  const post = (id: string, payload: unknown = {}) => ctx().call({ method: 'POST', url: `/api/get/feed_content/${id}`, payload: payload as object });

  it('answers the item whose uni_id matches, alone, in its wire shape', async () => {
    await insert([
      buildFeedItem({ uni_id: 'wanted', u_title: 'Wanted', u_url_2: 'https://youtu.be/dQw4w9WgXcQ', u_show_description: 'true' }),
      buildFeedItem({ uni_id: 'other' }),
    ]);
    const response = await post('wanted');
    expect(response.statusCode).toBe(200);
    const { record } = response.json();
    expect(record).toHaveLength(1);
    expect(record[0]).toMatchObject({ uni_id: 'wanted', u_title: 'Wanted', u_url_2: 'https://youtu.be/dQw4w9WgXcQ', u_show_description: 'true' });
    expect(Object.keys(record[0])).not.toContain('feed_rank');
  });

  it('answers an empty record for an unknown id', async () => {
    const response = await post('nobody-has-this-id');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ record: [] });
  });

  it('answers an empty record for an item not yet approved', async () => {
    await insert([buildFeedItem({ uni_id: 'pending', u_approved_date: null })]);
    expect((await post('pending')).json()).toEqual({ record: [] });
  });

  it('accepts the call without any body', async () => {
    await insert([buildFeedItem({ uni_id: 'nobody' })]);
    const response = await ctx().call({ method: 'POST', url: '/api/get/feed_content/nobody' });
    expect(response.statusCode).toBe(200);
    expect(response.json().record[0].uni_id).toBe('nobody');
  });

  it.each(['bad%20id', 'semi%3Bcolon', 'a'.repeat(65)])('answers 400 with an Error for the id %s', async (id) => {
    const response = await post(id);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ Error: expect.any(String) });
  });

  it('answers 400 with an Error for a body that is not JSON', async () => {
    const response = await ctx().call({
      method: 'POST',
      url: '/api/get/feed_content/x',
      headers: { 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ Error: expect.any(String) });
  });

  it('refuses the call without the Application header', async () => {
    const response = await ctx().app.inject({ method: 'POST', url: '/api/get/feed_content/x', payload: {} });
    expect(response.statusCode).toBe(400);
  });
});
