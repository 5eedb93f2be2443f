import { expect, it } from 'vitest';
import { signIn } from '../../../../test/auth.ts';
import { buildCategory, buildFeedItem, buildSubCategory } from '../../../../test/factories.ts';
import { describeEachDatabase } from '../../../../test/helper.ts';
import { ContentRepository } from '../../curation/content/content.repository.ts';

const validItem = {
  u_title: 'A launch',
  u_url: 'https://x.com/nasa/status/42?s=20',
  u_description: '<p>Full</p>',
  u_highlight_description: '<p>Short</p>',
};

describeEachDatabase('console content routes', (ctx) => {
  const curator = () => signIn(ctx(), 'curator');

  async function create(headers: Record<string, string>, body: Record<string, unknown> = validItem) {
    return ctx().call({ method: 'POST', url: '/api/admin/content', headers, payload: body });
  }

  async function publicIds(): Promise<string[]> {
    return (await ctx().call({ method: 'GET', url: '/api/get_feed/1' })).json().record.map((r: { uni_id: string }) => r.uni_id);
  }

  const consoleRoutes: [string, string][] = [
    ['GET', '/api/admin/me'],
    ['GET', '/api/admin/content'],
    ['POST', '/api/admin/content'],
    ['POST', '/api/admin/content/lookup'],
    ['POST', '/api/admin/content/bulk'],
    ['GET', '/api/admin/content/abc'],
    ['PUT', '/api/admin/content/abc'],
    ['POST', '/api/admin/content/abc/approve'],
    ['POST', '/api/admin/content/abc/unpublish'],
    ['POST', '/api/admin/content/abc/unschedule'],
    ['DELETE', '/api/admin/content/abc'],
    ['GET', '/api/admin/records/category'],
    ['POST', '/api/admin/records/category'],
    ['PUT', '/api/admin/records/category/abc'],
    ['DELETE', '/api/admin/records/category/abc'],
    ['GET', '/api/admin/audit'],
    ['GET', '/api/admin/users'],
    ['PUT', '/api/admin/users/abc/role'],
    ['GET', '/api/admin/deletion-requests'],
    ['GET', '/api/admin/export'],
    ['POST', '/api/admin/import'],
    ['POST', '/api/admin/media'],
  ];

  it.each(consoleRoutes)('answers 401 to an anonymous %s %s and 403 to a visitor', async (method, url) => {
    const anonymous = await ctx().call({ method: method as 'GET', url, payload: method === 'GET' || method === 'DELETE' ? undefined : {} });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ Error: expect.any(String) });
    const visitor = await signIn(ctx(), 'visitor');
    const refused = await ctx().call({
      method: method as 'GET',
      url,
      headers: visitor.headers,
      payload: method === 'GET' || method === 'DELETE' ? undefined : {},
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ Error: expect.any(String) });
  });

  it('refuses a revoked session', async () => {
    const { headers, userId } = await curator();
    await ctx().database.db.updateTable('user_session').set({ revoked: ctx().clock.now().toISOString() }).where('user_id', '=', userId).execute();
    expect((await ctx().call({ method: 'GET', url: '/api/admin/content', headers })).statusCode).toBe(401);
  });

  it('tells the console who is signed in', async () => {
    const { headers, userId } = await signIn(ctx(), 'admin', { firstName: 'Asha' });
    expect((await ctx().call({ method: 'GET', url: '/api/admin/me', headers })).json()).toEqual({ id: userId, name: 'Asha', role: 'admin' });
  });

  it('creates a pending item with the link normalised and the vendor detected, not yet public', async () => {
    const { headers } = await curator();
    const response = await create(headers);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      status: 'pending',
      u_url: 'https://twitter.com/nasa/status/42',
      u_social_vendor: { name: 'Twitter' },
      u_approved_date: null,
      created: '2026-11-23T10:00:00.000Z',
    });
    expect(await publicIds()).toEqual([]);
  });

  it('refuses a link already present, with the existing item id, however it is spelled', async () => {
    const { headers } = await curator();
    const first = (await create(headers)).json();
    for (const url of ['/api/admin/content', '/api/admin/content/lookup']) {
      const payload = url.endsWith('lookup')
        ? { url: 'https://www.twitter.com/nasa/status/42/' }
        : { ...validItem, u_url: 'https://twitter.com/nasa/status/42#x' };
      const response = await ctx().call({ method: 'POST', url, headers, payload });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ Error: expect.stringContaining(first.uni_id), uni_id: first.uni_id });
    }
  });

  it.each([
    [{ ...validItem, u_url: 'https://example.com/post/1' }, 'u_url'],
    [{ ...validItem, u_url: 'javascript:alert(1)' }, 'u_url'],
    [{ ...validItem, u_title: '   ' }, 'u_title'],
    [{ ...validItem, u_url_3: 'not a link' }, 'u_url_3'],
    [{ ...validItem, u_show_description: 'yes' }, 'u_show_description'],
    [{ ...validItem, u_image: '../secret' }, 'u_image'],
    [{ ...validItem, u_category: { id: 'nope' } }, 'u_category'],
    [{ ...validItem, u_sub_category: { id: 'rockets' } }, 'u_sub_category.id: "rockets" is not a sub-category of no category'],
    [{ ...validItem, u_category: { id: 'news' }, u_sub_category: { id: 'rockets' } }, 'not a sub-category of "news"'],
  ])('refuses a bad item with a 400 naming the field (%#)', async (body, field) => {
    const db = ctx().database.db;
    await db
      .insertInto('category')
      .values([buildCategory({ uni_id: 'space' }), buildCategory({ uni_id: 'news' })])
      .execute();
    await db
      .insertInto('sub_category')
      .values(buildSubCategory('space', { uni_id: 'rockets' }))
      .execute();
    const { headers } = await curator();
    const response = await create(headers, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().Error).toContain(field);
  });

  it('approves an item to the top of the Trending feed, and unpublishing takes it out', async () => {
    const repository = new ContentRepository(ctx().database.db);
    await repository.insertMany([buildFeedItem({ uni_id: 'older' })]);
    await repository.renumberTrending();
    const { headers } = await curator();
    const item = (await create(headers)).json();
    ctx().clock.advance(60_000);
    const approved = await ctx().call({ method: 'POST', url: `/api/admin/content/${item.uni_id}/approve`, headers });
    expect(approved.json()).toMatchObject({ status: 'approved', u_approved_date: '2026-11-23T10:01:00.000Z', updated: '2026-11-23T10:01:00.000Z' });
    expect(await publicIds()).toEqual([item.uni_id, 'older']);
    const unpublished = await ctx().call({ method: 'POST', url: `/api/admin/content/${item.uni_id}/unpublish`, headers });
    expect(unpublished.json()).toMatchObject({ status: 'unpublished', u_approved_date: null, u_unpublished_date: '2026-11-23T10:01:00.000Z' });
    expect(await publicIds()).toEqual(['older']);
  });

  it('edits every field, sanitising the HTML and keeping the status', async () => {
    const db = ctx().database.db;
    await db
      .insertInto('category')
      .values(buildCategory({ uni_id: 'space' }))
      .execute();
    await db
      .insertInto('sub_category')
      .values(buildSubCategory('space', { uni_id: 'rockets' }))
      .execute();
    await db
      .insertInto('hot_topic')
      .values({
        uni_id: 'launches',
        u_title: 'Launches',
        u_image: null,
        u_description: '',
        created: '2026-01-01T00:00:00.000Z',
        updated: '2026-01-01T00:00:00.000Z',
      })
      .execute();
    const { headers } = await curator();
    const item = (await create(headers)).json();
    await ctx().call({ method: 'POST', url: `/api/admin/content/${item.uni_id}/approve`, headers });
    ctx().clock.advance(1000);
    const edit = {
      u_title: 'Renamed',
      u_image: 'uploads/a.webp',
      u_url: 'https://youtu.be/dQw4w9WgXcQ',
      u_url_2: 'https://x.com/a/status/1',
      u_url_3: 'https://www.reddit.com/r/space/comments/1/',
      u_url_4: 'https://instagram.com/p/abc',
      u_url_5: 'https://threads.net/@a/post/1',
      u_show_description: 'true',
      u_description: '<p onclick="x()">Long<script>window.__xss=1</script></p>',
      u_highlight_description: '<b>Short</b><img src=x onerror=alert(1)>',
      u_category: { id: 'space' },
      u_sub_category: { id: 'rockets' },
      u_hot_topic: { id: 'launches' },
    };
    const response = await ctx().call({ method: 'PUT', url: `/api/admin/content/${item.uni_id}`, headers, payload: edit });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      ...edit,
      u_url: 'https://youtube.com/watch?v=dQw4w9WgXcQ',
      u_url_2: 'https://twitter.com/a/status/1',
      u_url_3: 'https://reddit.com/r/space/comments/1',
      u_url_4: 'https://instagram.com/p/abc',
      u_url_5: 'https://threads.net/@a/post/1',
      u_social_vendor: { name: 'Youtube' },
      u_description: '<p>Long</p>',
      u_highlight_description: '<b>Short</b><img src="x" />',
      u_category: { id: 'space' },
      status: 'approved',
      updated: '2026-11-23T10:00:01.000Z',
    });
    const [publicItem] = (await ctx().call({ method: 'GET', url: '/api/get_feed/1' })).json().record;
    expect(publicItem).toMatchObject({ u_title: 'Renamed', u_category: { id: 'space' } });
  });

  it('answers 404 for an unknown item', async () => {
    const { headers } = await curator();
    for (const [method, url] of [
      ['GET', '/api/admin/content/nope'],
      ['POST', '/api/admin/content/nope/approve'],
      ['DELETE', '/api/admin/content/nope'],
    ] as const) {
      const response = await ctx().call({ method, url, headers });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ Error: expect.any(String) });
    }
    expect((await ctx().call({ method: 'PUT', url: '/api/admin/content/nope', headers, payload: validItem })).statusCode).toBe(404);
  });

  it('approves in bulk, all or nothing', async () => {
    const { headers } = await curator();
    const a = (await create(headers)).json();
    const b = (await create(headers, { ...validItem, u_url: 'https://youtu.be/aaaaaaaaaaa' })).json();
    const failed = await ctx().call({ method: 'POST', url: '/api/admin/content/bulk', headers, payload: { action: 'approve', ids: [a.uni_id, 'missing'] } });
    expect(failed.statusCode).toBe(404);
    expect(await publicIds()).toEqual([]);
    const done = await ctx().call({ method: 'POST', url: '/api/admin/content/bulk', headers, payload: { action: 'approve', ids: [a.uni_id, b.uni_id] } });
    expect(done.json()).toEqual({ Success: true });
    expect((await publicIds()).sort()).toEqual([a.uni_id, b.uni_id].sort());
    await ctx().call({ method: 'POST', url: '/api/admin/content/bulk', headers, payload: { action: 'unpublish', ids: [a.uni_id, b.uni_id] } });
    expect(await publicIds()).toEqual([]);
    expect((await ctx().call({ method: 'POST', url: '/api/admin/content/bulk', headers, payload: { action: 'publish', ids: [a.uni_id] } })).statusCode).toBe(
      400,
    );
  });

  it('deletes an item and takes it out of the public feed', async () => {
    const { headers } = await curator();
    const item = (await create(headers)).json();
    await ctx().call({ method: 'POST', url: `/api/admin/content/${item.uni_id}/approve`, headers });
    expect((await ctx().call({ method: 'DELETE', url: `/api/admin/content/${item.uni_id}`, headers })).json()).toEqual({ Success: true });
    expect(await publicIds()).toEqual([]);
    expect((await ctx().call({ method: 'GET', url: `/api/admin/content/${item.uni_id}`, headers })).statusCode).toBe(404);
  });

  it('lists items of every status with filters, paging and a total', async () => {
    const db = ctx().database.db;
    await db
      .insertInto('category')
      .values(buildCategory({ uni_id: 'news' }))
      .execute();
    await new ContentRepository(db).insertMany([
      ...Array.from({ length: 27 }, (_, i) => buildFeedItem({ uni_id: `ok${String(i).padStart(2, '0')}` })),
      buildFeedItem({ uni_id: 'waiting', u_approved_date: null, u_title: 'Moon landing', category_id: 'news' }),
      buildFeedItem({
        uni_id: 'gone',
        u_approved_date: null,
        unpublished_date: '2026-11-20T00:00:00.000Z',
        social_vendor: 'Youtube',
        u_url: 'https://youtube.com/watch?v=x',
      }),
    ]);
    const { headers } = await curator();
    const list = async (query: string) => (await ctx().call({ method: 'GET', url: `/api/admin/content?${query}`, headers })).json();
    const first = await list('page=1');
    expect(first.total).toBe(29);
    expect(first.record).toHaveLength(25);
    expect((await list('page=2')).record).toHaveLength(4);
    expect((await list('status=pending')).record.map((r: { uni_id: string }) => r.uni_id)).toEqual(['waiting']);
    expect((await list('status=unpublished')).record.map((r: { status: string }) => r.status)).toEqual(['unpublished']);
    expect((await list('status=approved')).total).toBe(27);
    expect((await list('vendor=Youtube')).record.map((r: { uni_id: string }) => r.uni_id)).toEqual(['gone']);
    expect((await list('category=news')).record.map((r: { uni_id: string }) => r.uni_id)).toEqual(['waiting']);
    expect((await list('q=MOON')).record.map((r: { uni_id: string }) => r.uni_id)).toEqual(['waiting']);
    expect((await ctx().call({ method: 'GET', url: '/api/admin/content?status=lost', headers })).statusCode).toBe(400);
  });

  it('records who changed what in the audit log, filterable', async () => {
    const { headers, userId } = await signIn(ctx(), 'curator', { firstName: 'Ravi' });
    const item = (await create(headers)).json();
    await ctx().call({ method: 'PUT', url: `/api/admin/content/${item.uni_id}`, headers, payload: { ...validItem, u_title: 'New title' } });
    await ctx().call({ method: 'POST', url: `/api/admin/content/${item.uni_id}/approve`, headers });
    const log = (await ctx().call({ method: 'GET', url: '/api/admin/audit?entity=content', headers })).json();
    expect(log.total).toBe(3);
    expect(log.record.map((e: { action: string }) => e.action).sort()).toEqual(['approve', 'create', 'update']);
    expect(log.record[0]).toMatchObject({ actor: { id: userId, name: 'Ravi' }, entity: 'content', entity_id: item.uni_id });
    const update = log.record.find((e: { action: string }) => e.action === 'update');
    expect(update.details.changed).toContain('u_title');
    const approvals = (await ctx().call({ method: 'GET', url: `/api/admin/audit?action=approve&actor=${userId}`, headers })).json();
    expect(approvals.total).toBe(1);
  });
});
