import { expect, it, vi } from 'vitest';
import { signIn } from '../../../../test/auth.ts';
import { describeEachDatabase } from '../../../../test/helper.ts';

const file = () => ({
  version: 1,
  language: [{ uni_id: 'english', name: 'english', label: 'English' }],
  category: [{ uni_id: 'space', u_name: 'space', u_label: 'Space', u_list_category_order: 1 }],
  sub_category: [{ uni_id: 'rockets', u_label: 'Rockets', u_category: { id: 'space' }, u_order: 1 }],
  hot_topic: [{ uni_id: 'moon', u_title: 'Moon', u_image: null, u_description: '' }],
  list_category: [{ uni_id: 'food', u_name: 'food_and_cooking', u_label: 'Food', u_order: 1 }],
  channel: [{ uni_id: 'chef', u_name: 'Chef', u_logo: null, u_list_category: { id: 'food' } }],
  recipe: [{ uni_id: 'dal', u_title: 'Dal', u_channel_name: { id: 'chef' }, u_language: { id: 'english' }, u_list_category: { id: 'food' } }],
  policy: [{ uni_id: 'terms', title: 'Terms', html: '<p>Be kind</p>', u_order: 1 }],
  content: [
    {
      uni_id: 'launch',
      u_title: 'Launch',
      u_url: 'https://x.com/nasa/status/7',
      u_approved_date: '2026-11-22T10:00:00.000Z',
      created: '2026-11-22T09:00:00.000Z',
      updated: '2026-11-22T10:00:00.000Z',
      u_social_vendor: { name: 'Twitter' },
      u_category: { id: 'space', name: 'Space' },
      u_sub_category: { id: 'rockets' },
      u_hot_topic: { id: 'moon' },
    },
  ],
});

/** The file with a source and two items it brought in: one its rule approved, one a curator rejected (decision 108). */
const fileWithSources = () => {
  const f = file();
  return {
    ...f,
    source: [
      {
        uni_id: 'blog',
        name: 'Space blog',
        url: 'https://blog.example/',
        feed_url: 'https://blog.example/feed.xml',
        interval_minutes: 30,
        category_id: 'space',
        sub_category_id: 'rockets',
        hot_topic_id: null,
        mode: 'auto',
        hold_words: ['sale'],
        reject_words: ['giveaway'],
        daily_cap: 5,
        enabled: true,
      },
    ],
    content: [
      { ...f.content[0]!, source: { id: 'blog' }, decision: { rule: 'auto-approve', word: null }, rejected: null },
      {
        ...f.content[0]!,
        uni_id: 'spam',
        u_title: 'Win a rocket',
        u_url: 'https://x.com/nasa/status/8',
        u_approved_date: null,
        source: { id: 'blog' },
        decision: { rule: 'hold-word', word: 'sale' },
        rejected: { date: '2026-11-22T16:00:00+05:30', reason: 'Not news' },
      },
    ],
  };
};

type WithSources = ReturnType<typeof fileWithSources>;

describeEachDatabase('console import and export', (ctx) => {
  const importFile = async (headers: Record<string, string>, payload: unknown) =>
    ctx().call({ method: 'POST', url: '/api/admin/import', headers, payload: payload as Record<string, unknown> });

  it('imports a file, puts approved items in the public feed, and exports the same records back', async () => {
    const { headers } = await signIn(ctx(), 'admin');
    const response = await importFile(headers, file());
    expect(response.statusCode).toBe(200);
    expect(response.json().imported).toEqual({
      language: 1,
      category: 1,
      sub_category: 1,
      hot_topic: 1,
      list_category: 1,
      channel: 1,
      recipe: 1,
      policy: 1,
      content: 1,
    });
    const feed = (await ctx().call({ method: 'GET', url: '/api/get_feed/1' })).json().record;
    expect(feed).toMatchObject([{ uni_id: 'launch', u_url: 'https://twitter.com/nasa/status/7', u_category: { id: 'space', name: 'Space' } }]);

    const exported = (await ctx().call({ method: 'GET', url: '/api/admin/export', headers })).json();
    expect(exported.version).toBe(1);
    expect(exported.content).toEqual([
      expect.objectContaining({ uni_id: 'launch', u_url: 'https://twitter.com/nasa/status/7', u_hot_topic: { id: 'moon' }, u_unpublished_date: null }),
    ]);
    expect(exported.recipe[0]).toMatchObject({ uni_id: 'dal', u_language: { id: 'english' } });
    // A content item in the public wire's order (spec 000 §3), its curation state beside it.
    expect(Object.keys(exported.content[0])).toEqual([
      'uni_id',
      'u_title',
      'u_image',
      'u_approved_date',
      'u_unpublished_date',
      'publish_at',
      'created',
      'updated',
      'u_social_vendor',
      'u_url',
      'u_url_2',
      'u_url_3',
      'u_url_4',
      'u_url_5',
      'u_show_description',
      'u_description',
      'u_highlight_description',
      'u_category',
      'u_sub_category',
      'u_hot_topic',
      'source',
      'decision',
      'rejected',
    ]);
    expect(exported.policy).toEqual([{ uni_id: 'terms', title: 'Terms', html: '<p>Be kind</p>', u_order: 1 }]);
  });

  it('is idempotent by uni_id: importing an export again changes nothing', async () => {
    const { headers } = await signIn(ctx(), 'admin');
    await importFile(headers, fileWithSources());
    const first = (await ctx().call({ method: 'GET', url: '/api/admin/export', headers })).json();
    const sources = () => ctx().database.db.selectFrom('source').selectAll().orderBy('uni_id').execute();
    const sourcesBefore = await sources();
    ctx().clock.advance(60_000);
    const again = await importFile(headers, first);
    expect(again.statusCode).toBe(200);
    const second = (await ctx().call({ method: 'GET', url: '/api/admin/export', headers })).json();
    expect({ ...second, exported: first.exported }).toEqual(first);
    // Nor the sources' own columns, which the export does not carry (when each was last changed among them).
    expect(await sources()).toEqual(sourcesBefore);
  });

  it("carries the sources, and each item's source, rule and rejection, into an installation that had none", async () => {
    const { headers } = await signIn(ctx(), 'admin');
    const response = await importFile(headers, fileWithSources());
    expect(response.statusCode).toBe(200);
    expect(response.json().imported).toMatchObject({ source: 1, content: 2 });

    const exported = (await ctx().call({ method: 'GET', url: '/api/admin/export', headers })).json();
    expect(exported.source).toEqual(fileWithSources().source);
    expect(Object.keys(exported).indexOf('source')).toBe(Object.keys(exported).indexOf('content') - 1);
    expect(exported.content).toEqual([
      expect.objectContaining({ uni_id: 'launch', source: { id: 'blog' }, decision: { rule: 'auto-approve', word: null }, rejected: null }),
      expect.objectContaining({
        uni_id: 'spam',
        source: { id: 'blog' },
        decision: { rule: 'hold-word', word: 'sale' },
        rejected: { date: '2026-11-22T10:30:00.000Z', reason: 'Not news' },
      }),
    ]);
    // As the console shows them: the rejected item in the rejected list with its reason, the source due at once.
    const spam = (await ctx().call({ method: 'GET', url: '/api/admin/content/spam', headers })).json();
    expect(spam).toMatchObject({
      status: 'rejected',
      rejected_reason: 'Not news',
      source: { id: 'blog', name: 'Space blog' },
      decision: { rule: 'hold-word', word: 'sale' },
    });
    const source = (await ctx().call({ method: 'GET', url: '/api/admin/sources/blog', headers })).json();
    expect(source).toMatchObject({ name: 'Space blog', reject_words: ['giveaway'], daily_cap: 5, failures: 0, next_poll_at: ctx().clock.now().toISOString() });
    expect((await ctx().call({ method: 'GET', url: '/api/get_feed/1' })).json().record.map((item: { uni_id: string }) => item.uni_id)).toEqual(['launch']);
  });

  it("leaves an item's source, rule and rejection as they are when the file does not carry them", async () => {
    const { headers } = await signIn(ctx(), 'admin');
    await importFile(headers, fileWithSources());
    const { source: _source, decision: _decision, rejected: _rejected, ...older } = fileWithSources().content[1]!;
    expect((await importFile(headers, { version: 1, content: [{ ...older, u_title: 'Win a rocket today' }] })).statusCode).toBe(200);
    const spam = (await ctx().call({ method: 'GET', url: '/api/admin/content/spam', headers })).json();
    expect(spam).toMatchObject({ u_title: 'Win a rocket today', status: 'rejected', rejected_reason: 'Not news', source: { id: 'blog' } });
  });

  it('takes an item the file approves out of the rejected list, so that its export imports again', async () => {
    const { headers } = await signIn(ctx(), 'admin');
    await importFile(headers, fileWithSources());
    // An older file: the item approved, its source named (here, not in the file), no rejection field.
    const { rejected: _rejected, ...older } = fileWithSources().content[1]!;
    const approved = { ...older, u_approved_date: '2026-11-23T08:00:00.000Z' };
    expect((await importFile(headers, { version: 1, content: [approved] })).statusCode).toBe(200);
    const spam = (await ctx().call({ method: 'GET', url: '/api/admin/content/spam', headers })).json();
    expect(spam).toMatchObject({ status: 'approved', rejected_reason: null, source: { id: 'blog' } });
    const exported = (await ctx().call({ method: 'GET', url: '/api/admin/export', headers })).json();
    expect(exported.content.find((item: { uni_id: string }) => item.uni_id === 'spam')).toMatchObject({ rejected: null });
    expect((await importFile(headers, exported)).statusCode).toBe(200);
  });

  it('takes an item back out of the rejected list when the file says it is not rejected', async () => {
    const { headers } = await signIn(ctx(), 'admin');
    await importFile(headers, fileWithSources());
    expect((await importFile(headers, { version: 1, content: [{ ...fileWithSources().content[1]!, rejected: null }] })).statusCode).toBe(200);
    const spam = (await ctx().call({ method: 'GET', url: '/api/admin/content/spam', headers })).json();
    expect(spam).toMatchObject({ status: 'pending', rejected_reason: null });
  });

  it('exports a row that holds an approval beside a rejection (an older import) as its status says: approved', async () => {
    const { headers } = await signIn(ctx(), 'admin');
    await importFile(headers, fileWithSources());
    await ctx().database.db.updateTable('feed_item').set({ u_approved_date: '2026-11-23T08:00:00.000Z' }).where('uni_id', '=', 'spam').execute();
    const exported = (await ctx().call({ method: 'GET', url: '/api/admin/export', headers })).json();
    expect(exported.content.find((item: { uni_id: string }) => item.uni_id === 'spam')).toMatchObject({
      u_approved_date: '2026-11-23T08:00:00.000Z',
      rejected: null,
    });
    expect((await importFile(headers, exported)).statusCode).toBe(200);
  });

  it("gives a source already here the file's settings, keeps how its polling goes, and polls a new feed from scratch", async () => {
    const { headers } = await signIn(ctx(), 'admin');
    await importFile(headers, fileWithSources());
    const { db } = ctx().database;
    await db.updateTable('source').set({ etag: '"v1"', failures: 2, last_error: 'Answered 500' }).where('uni_id', '=', 'blog').execute();
    const renamed = fileWithSources();
    renamed.source[0]!.name = 'Rocket blog';
    ctx().clock.advance(60_000);
    await importFile(headers, { version: 1, source: renamed.source });
    const kept = await db.selectFrom('source').selectAll().where('uni_id', '=', 'blog').executeTakeFirstOrThrow();
    expect(kept).toMatchObject({ name: 'Rocket blog', etag: '"v1"', failures: 2, last_error: 'Answered 500', updated: ctx().clock.now().toISOString() });
    renamed.source[0]!.feed_url = 'https://blog.example/atom.xml';
    await importFile(headers, { version: 1, source: renamed.source });
    const moved = await db.selectFrom('source').selectAll().where('uni_id', '=', 'blog').executeTakeFirstOrThrow();
    expect(moved).toMatchObject({ feed_url: 'https://blog.example/atom.xml', etag: null, failures: 2 });
  });

  it("moves a sub-category's items and sources with it to another category, so that the export still imports", async () => {
    const { headers } = await signIn(ctx(), 'admin');
    await importFile(headers, fileWithSources());
    const science = { uni_id: 'science', u_name: 'science', u_label: 'Science', u_list_category_order: 2 };
    await ctx().call({ method: 'POST', url: '/api/admin/records/category', headers, payload: science });
    const moved = await ctx().call({
      method: 'PUT',
      url: '/api/admin/records/sub_category/rockets',
      headers,
      payload: { u_label: 'Rockets', u_category: { id: 'science' }, u_order: 1 },
    });
    expect(moved.statusCode).toBe(200);
    const exported = (await ctx().call({ method: 'GET', url: '/api/admin/export', headers })).json();
    expect(exported.content.map((item: { u_category: { id: string } }) => item.u_category.id)).toEqual(['science', 'science']);
    expect(exported.source).toMatchObject([{ uni_id: 'blog', category_id: 'science', sub_category_id: 'rockets' }]);
    expect((await ctx().call({ method: 'GET', url: '/api/get_feed/1' })).json().record).toMatchObject([{ uni_id: 'launch', u_category: { id: 'science' } }]);
    expect((await importFile(headers, exported)).statusCode).toBe(200);

    // A file that moves it does the same to the items here that the file does not carry.
    await importFile(headers, { version: 1, sub_category: [{ uni_id: 'rockets', u_label: 'Rockets', u_category: { id: 'space' }, u_order: 1 }] });
    const back = (await ctx().call({ method: 'GET', url: '/api/admin/export', headers })).json();
    expect(back.content.map((item: { u_category: { id: string } }) => item.u_category.id)).toEqual(['space', 'space']);
    expect(back.source).toMatchObject([{ category_id: 'space' }]);
  });

  it('refuses a source whose feed another source here polls', async () => {
    const { headers } = await signIn(ctx(), 'admin');
    await importFile(headers, fileWithSources());
    const response = await importFile(headers, { version: 1, source: [{ ...fileWithSources().source[0], uni_id: 'again' }] });
    expect(response.statusCode).toBe(400);
    expect(response.json().Error).toBe('source[0] (uni_id "again") feed_url: already polled by source "blog"');
  });

  it('updates an existing record with the same uni_id', async () => {
    const { headers } = await signIn(ctx(), 'admin');
    await importFile(headers, file());
    const changed = file();
    changed.category[0]!.u_label = 'Outer space';
    await importFile(headers, { version: 1, category: changed.category });
    const categories = (await ctx().call({ method: 'GET', url: '/api/admin/records/category', headers })).json();
    expect(categories).toEqual({ record: [expect.objectContaining({ uni_id: 'space', u_label: 'Outer space' })], total: 1 });
  });

  it.each([
    [(f: WithSources) => ({ ...f, version: 2 }), 'version: must be 1'],
    [(f: WithSources) => ({ ...f, category: 'all' }), 'category: must be a list'],
    [
      (f: WithSources) => ({ ...f, recipe: [{ ...f.recipe[0], u_language: { id: 'klingon' } }] }),
      'recipe[0] (uni_id "dal") u_language.id: no language "klingon"',
    ],
    [(f: WithSources) => ({ ...f, content: [{ ...f.content[0], u_title: '' }] }), 'content[0] (uni_id "launch") u_title'],
    [(f: WithSources) => ({ ...f, content: [{ ...f.content[0], u_url: 'https://example.com/x' }] }), 'content[0] (uni_id "launch") u_url'],
    [
      (f: WithSources) => ({ ...f, content: [f.content[0], { ...f.content[0], uni_id: 'twin', u_url: 'https://twitter.com/nasa/status/7' }] }),
      'content[1] (uni_id "twin") u_url: same post as uni_id "launch"',
    ],
    [(f: WithSources) => ({ ...f, category: [f.category[0], f.category[0]] }), 'category[1] (uni_id "space") uni_id: appears twice'],
    [
      (f: WithSources) => ({ ...f, content: [{ ...f.content[0], publish_at: '2026-12-01T10:00:00Z' }] }),
      'content[0] (uni_id "launch") publish_at: an approved item has no time to publish at',
    ],
    [(f: WithSources) => ({ ...f, content: [{ ...f.content[0], u_approved_date: null, publish_at: 'soon' }] }), 'content[0] (uni_id "launch") publish_at'],
    [
      (f: WithSources) => ({ ...f, content: [{ ...f.content[0], u_category: null }] }),
      'content[0] (uni_id "launch") u_sub_category.id: "rockets" is not a sub-category of no category',
    ],
    [(f: WithSources) => ({ ...f, source: 'blog' }), 'source: must be a list'],
    [(f: WithSources) => ({ ...f, source: [] }), 'content[0] (uni_id "launch") source.id: no source "blog"'],
    [(f: WithSources) => ({ ...f, source: [{ ...f.source[0], interval_minutes: 1 }] }), 'source[0] (uni_id "blog") interval_minutes'],
    [(f: WithSources) => ({ ...f, source: [{ ...f.source[0], category_id: 'nowhere' }] }), 'source[0] (uni_id "blog") category_id: no category "nowhere"'],
    [
      (f: WithSources) => ({ ...f, source: [{ ...f.source[0], category_id: null }] }),
      'source[0] (uni_id "blog") sub_category_id: "rockets" is not a sub-category of the category given',
    ],
    [
      (f: WithSources) => ({ ...f, source: [f.source[0], { ...f.source[0], uni_id: 'twin' }] }),
      'source[1] (uni_id "twin") feed_url: same feed as uni_id "blog" in the file',
    ],
    [
      (f: WithSources) => ({ ...f, content: [{ ...f.content[0], rejected: { date: '2026-11-22T10:00:00Z', reason: null } }] }),
      'content[0] (uni_id "launch") rejected: a rejected item is not approved, scheduled or unpublished too',
    ],
    [
      (f: WithSources) => ({ ...f, content: [f.content[0], { ...f.content[1], u_unpublished_date: '2026-11-22T12:00:00Z' }] }),
      'content[1] (uni_id "spam") rejected: a rejected item is not approved, scheduled or unpublished too',
    ],
    [(f: WithSources) => ({ ...f, content: [{ ...f.content[0], decision: { rule: 'magic', word: null } }] }), 'content[0] (uni_id "launch") decision.rule'],
  ])('refuses a bad file whole, naming the record and field (%#)', async (change, message) => {
    const { headers } = await signIn(ctx(), 'admin');
    const response = await importFile(headers, change(fileWithSources()));
    expect(response.statusCode).toBe(400);
    expect(response.json().Error).toContain(message);
    const exported = (await ctx().call({ method: 'GET', url: '/api/admin/export', headers })).json();
    expect(exported.category).toEqual([]);
    expect(exported.source).toEqual([]);
    expect(exported.content).toEqual([]);
  });

  it("keeps a scheduled item's time, in UTC, and the job publishes it then", async () => {
    const { headers } = await signIn(ctx(), 'admin');
    const scheduled = file();
    Object.assign(scheduled.content[0]!, { u_approved_date: null, publish_at: '2026-11-23T17:30:00+05:30' });
    expect((await importFile(headers, scheduled)).statusCode).toBe(200);
    const [item] = (await ctx().call({ method: 'GET', url: '/api/admin/export', headers })).json().content;
    expect(item).toMatchObject({ uni_id: 'launch', publish_at: '2026-11-23T12:00:00.000Z', u_approved_date: null });
    expect((await ctx().call({ method: 'GET', url: '/api/get_feed/1' })).json().record).toEqual([]);
    ctx().clock.set('2026-11-23T12:00:00.000Z');
    expect(await ctx().app.duePublishing.runOnce()).toEqual(['launch']);
    expect((await ctx().call({ method: 'GET', url: '/api/get_feed/1' })).json().record).toMatchObject([{ uni_id: 'launch' }]);
  });

  it('refuses a content link that another item already has', async () => {
    const { headers } = await signIn(ctx(), 'admin');
    await importFile(headers, file());
    const clash = file();
    clash.content[0]!.uni_id = 'other';
    const response = await importFile(headers, clash);
    expect(response.statusCode).toBe(400);
    expect(response.json().Error).toBe('content[0] (uni_id "other") u_url: already in the catalogue as item "launch"');
  });

  it('checks a file of many items in as many queries as a file of a few', async () => {
    const { headers } = await signIn(ctx(), 'admin');
    await importFile(headers, fileWithSources());
    const { db } = ctx().database;
    let executor = Object.getPrototypeOf(db.getExecutor()) as object;
    while (!Object.hasOwn(executor, 'executeQuery')) executor = Object.getPrototypeOf(executor) as object;
    const queries = vi.spyOn(executor as { executeQuery(query: { sql: string }): Promise<unknown> }, 'executeQuery');
    // The server's own timers (the content version's poll every 250 ms among them) run whatever a request does, and a
    // slow run may catch one: their statements, as seen while no request runs, are not counted.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const timers = new Set(queries.mock.calls.map(([query]) => query.sql));
    // Items naming records and a source already here; the last one's link is an item here, so all is checked and nothing written.
    const queriesToRefuse = async (count: number) => {
      const [launch] = fileWithSources().content;
      const content = Array.from({ length: count }, (_, index) => ({ ...launch!, uni_id: `item${index}`, u_url: `https://x.com/nasa/status/${100 + index}` }));
      content[count - 1]!.u_url = launch!.u_url;
      queries.mockClear();
      const response = await importFile(headers, { version: 1, content });
      expect(response.json().Error).toBe(`content[${count - 1}] (uni_id "item${count - 1}") u_url: already in the catalogue as item "launch"`);
      return queries.mock.calls.filter(([query]) => !timers.has(query.sql)).length;
    };
    try {
      const few = await queriesToRefuse(3);
      expect(await queriesToRefuse(300)).toBe(few);
    } finally {
      queries.mockRestore();
    }
  });

  it('changes nothing when a write fails half way', async () => {
    const { headers } = await signIn(ctx(), 'admin');
    await importFile(headers, { version: 1, list_category: file().list_category });
    // Categories are written first; then a list category with a taken name breaks the database's unique rule.
    const response = await importFile(headers, {
      version: 1,
      category: file().category,
      list_category: [{ uni_id: 'food2', u_name: 'food_and_cooking', u_label: 'Again', u_order: 2 }],
    });
    expect(response.statusCode).toBe(409);
    expect((await ctx().call({ method: 'GET', url: '/api/admin/records/category', headers })).json().total).toBe(0);
  });

  it('audits an import', async () => {
    const { headers, userId } = await signIn(ctx(), 'admin');
    await importFile(headers, file());
    const [entry] = (await ctx().call({ method: 'GET', url: '/api/admin/audit?action=import', headers })).json().record;
    expect(entry).toMatchObject({ actor: { id: userId }, entity: 'all', details: { content: 1 } });
  });
});
