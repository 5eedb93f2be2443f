import { REACH_SERIES_DAYS, REACH_TOP_LIMIT } from '@wiy/shared/reach.schema';
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { signIn } from '../../../test/auth.ts';
import { buildFeedItem } from '../../../test/factories.ts';
import { describeEachDatabase } from '../../../test/helper.ts';
import { REACH_PER_ADDRESS } from './reach.limits.ts';

describeEachDatabase('reach figures', (ctx) => {
  type Headers = Record<string, string>;
  const items = async (...overrides: Parameters<typeof buildFeedItem>[0][]) => {
    const rows = overrides.map((override) => buildFeedItem(override));
    await ctx().database.db.insertInto('feed_item').values(rows).execute();
    return rows.map((row) => row.uni_id);
  };
  const reach = (id: string, kind: string, options: { headers?: Headers; remoteAddress?: string; payload?: object } = {}) =>
    ctx().call({ method: 'POST', url: `/api/reach/${id}/${kind}`, ...options });
  const curator = async () => (await signIn(ctx(), 'curator')).headers;
  const series = async (id: string, headers: Headers) => ctx().call({ method: 'GET', url: `/api/admin/reach/${id}`, headers });
  const top = async (headers: Headers) => (await ctx().call({ method: 'GET', url: '/api/admin/reach-top', headers })).json();
  const stored = () => ctx().database.db.selectFrom('item_reach').selectAll().orderBy('uni_id').orderBy('day').execute();
  /** Figures written as if counted: the top's tests need many, and days the clock has left. */
  const figures = (rows: { uni_id: string; day: string; opens: number; clicks: number }[]) => ctx().database.db.insertInto('item_reach').values(rows).execute();

  it('counts opens and clicks apart, for today (UTC), answering 204 with no body, and the console shows them', async () => {
    const [item] = await items({ u_title: 'Launch' });
    const counted = await reach(item!, 'open', { payload: {} });
    expect(counted.statusCode).toBe(204);
    expect(counted.body).toBe('');
    expect(counted.headers['cache-control']).toBe('private, no-store');
    expect((await reach(item!, 'open')).statusCode).toBe(204);
    expect((await reach(item!, 'click')).statusCode).toBe(204);
    const answer = await series(item!, await curator());
    expect(answer.statusCode).toBe(200);
    const { days, ...totals } = answer.json();
    expect(totals).toEqual({ uni_id: item, opens: 2, clicks: 1 });
    expect(days.at(-1)).toEqual({ day: '2026-11-23', opens: 2, clicks: 1 });
    expect(await stored()).toEqual([{ uni_id: item, day: '2026-11-23', opens: 2, clicks: 1 }]);
  });

  it(`keeps each UTC day apart, in a series of ${REACH_SERIES_DAYS} days ending today, a day without counts as zeros`, async () => {
    const [item] = await items({});
    const headers = await curator();
    ctx().clock.set('2026-11-23T23:59:59.000Z');
    await reach(item!, 'open');
    ctx().clock.advance(1000);
    await reach(item!, 'click');
    await reach(item!, 'click');
    const { days, opens, clicks } = (await series(item!, headers)).json();
    expect(days).toHaveLength(REACH_SERIES_DAYS);
    expect(days[0]).toEqual({ day: '2026-10-26', opens: 0, clicks: 0 });
    expect(days.slice(-3)).toEqual([
      { day: '2026-11-22', opens: 0, clicks: 0 },
      { day: '2026-11-23', opens: 1, clicks: 0 },
      { day: '2026-11-24', opens: 0, clicks: 2 },
    ]);
    expect({ opens, clicks }).toEqual({ opens: 1, clicks: 2 });

    ctx().clock.advance(REACH_SERIES_DAYS * 24 * 3600_000);
    const later = (await series(item!, await curator())).json();
    expect(later.days).toHaveLength(REACH_SERIES_DAYS);
    expect(later.days.at(-1).day).toBe('2026-12-24');
    expect(later).toMatchObject({ opens: 0, clicks: 0 });
  });

  it('refuses an unknown, pending or unpublished item with 404, storing nothing', async () => {
    const [pending, unpublished] = await items({ u_approved_date: null }, { u_approved_date: null, unpublished_date: '2026-11-22T10:00:00.000Z' });
    for (const id of ['nobody-has-this-id', pending!, unpublished!]) {
      const refused = await reach(id, 'open');
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toEqual({ Error: expect.any(String) });
    }
    expect(await stored()).toEqual([]);
  });

  it.each([
    ['item1', 'view'],
    ['item1', 'OPEN'],
    ['bad%20id', 'open'],
    ['a'.repeat(65), 'click'],
  ])('refuses %s/%s with 400', async (id, kind) => {
    await items({ uni_id: 'item1' });
    const refused = await reach(id, kind);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ Error: expect.any(String) });
    expect(await stored()).toEqual([]);
  });

  it('refuses a count without the Application header, as every API call', async () => {
    const [item] = await items({});
    expect((await ctx().app.inject({ method: 'POST', url: `/api/reach/${item}/open` })).statusCode).toBe(400);
    expect(await stored()).toEqual([]);
  });

  it('sets no cookie, answers the same whatever cookies and token it is sent, and keeps nothing about the caller', async () => {
    const [item] = await items({});
    const tables = async () => {
      const { db, kind } = ctx().database;
      const query =
        kind === 'postgres'
          ? sql<{ name: string }>`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema()`
          : sql<{ name: string }>`SELECT name FROM sqlite_master WHERE type = 'table'`;
      // The per-address limit's fixed-window counters (plugins/request-limits) are the one exception: they are kept a day.
      const names = (await query.execute(db)).rows.map((row) => row.name).filter((name) => name !== 'request_counter' && name !== 'item_reach');
      return Object.fromEntries(await Promise.all(names.sort().map(async (name) => [name, (await sql`SELECT * FROM ${sql.table(name)}`.execute(db)).rows])));
    };
    const comparable = ({ statusCode, headers, body }: { statusCode: number; headers: Record<string, unknown>; body: string }) => {
      const { date: _date, 'x-request-id': _id, 'x-ratelimit-remaining': _remaining, 'x-ratelimit-reset': _reset, ...rest } = headers;
      return { statusCode, headers: rest, body };
    };
    const { token } = await signIn(ctx(), 'visitor');
    const before = await tables();
    const plain = await reach(item!, 'open');
    const withCookies = await reach(item!, 'open', { headers: { cookie: `wiy-locale=hi; session=${token}; tracker=abc`, authorization: `Bearer ${token}` } });
    expect(plain.headers['set-cookie']).toBeUndefined();
    expect(comparable(withCookies)).toEqual(comparable(plain));
    expect(String(plain.headers.vary ?? '')).not.toMatch(/cookie/i);
    expect(await tables()).toEqual(before);
    expect(await stored()).toEqual([{ uni_id: item, day: '2026-11-23', opens: 2, clicks: 0 }]);
  });

  it('leaves the kept public answers alone: no public table changes', async () => {
    const [item] = await items({});
    const version = async () => (await ctx().database.db.selectFrom('content_version').select('version').executeTakeFirstOrThrow()).version;
    const was = await version();
    await reach(item!, 'click');
    expect(await version()).toBe(was);
  });

  it('limits counts per address, with Retry-After', async () => {
    const [item] = await items({});
    for (let n = 0; n < REACH_PER_ADDRESS.max; n++) expect((await reach(item!, 'open', { remoteAddress: '10.0.0.91' })).statusCode).toBe(204);
    const refused = await reach(item!, 'open', { remoteAddress: '10.0.0.91' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ Error: expect.any(String) });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await reach(item!, 'open', { remoteAddress: '10.0.0.92' })).statusCode).toBe(204);
    expect((await stored())[0]!.opens).toBe(REACH_PER_ADDRESS.max + 1);
  });

  it('answers the console routes to curators and admins only', async () => {
    const [item] = await items({});
    const calls = (headers: Headers) => [series(item!, headers), ctx().call({ method: 'GET', url: '/api/admin/reach-top', headers })];
    for (const call of calls({})) {
      const response = await call;
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ Error: 'Sign in to continue' });
    }
    for (const call of calls((await signIn(ctx(), 'visitor')).headers)) expect((await call).statusCode).toBe(403);
    for (const call of calls((await signIn(ctx(), 'admin')).headers)) {
      const response = await call;
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('private, no-store');
    }
  });

  it("answers 404 for an unknown item's series, and a pending item's zeros", async () => {
    const headers = await curator();
    const unknown = await series('nobody-has-this-id', headers);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ Error: expect.any(String) });
    const [pending] = await items({ u_approved_date: null });
    expect((await series(pending!, headers)).json()).toMatchObject({ uni_id: pending, opens: 0, clicks: 0 });
  });

  it(`ranks the week's top by opens and clicks together, then uni_id, ${REACH_TOP_LIMIT} items at most, with their current titles`, async () => {
    const ids = Array.from({ length: REACH_TOP_LIMIT + 3 }, (_, n) => `top${String(n).padStart(2, '0')}`);
    await items(...ids.map((uni_id) => ({ uni_id, u_title: `Title ${uni_id}` })));
    // top00 … top22 reach 1 … 23 times on the week's first day; top05 100 more the day before the week.
    await figures(ids.map((uni_id, n) => ({ uni_id, day: '2026-11-17', opens: n + 1 - Math.floor((n + 1) / 2), clicks: Math.floor((n + 1) / 2) })));
    await figures([{ uni_id: 'top05', day: '2026-11-16', opens: 100, clicks: 0 }]);
    // Today's counts tie top00 with top21 (22 each): uni_id decides.
    await figures([{ uni_id: 'top00', day: '2026-11-23', opens: 20, clicks: 1 }]);
    await ctx().database.db.updateTable('feed_item').set({ u_title: 'Renamed' }).where('uni_id', '=', 'top22').execute();

    const answer = await top(await curator());
    expect(answer.from).toBe('2026-11-17');
    expect(answer.to).toBe('2026-11-23');
    expect(answer.items.slice(0, 4)).toEqual([
      { uni_id: 'top22', u_title: 'Renamed', opens: 12, clicks: 11 },
      { uni_id: 'top00', u_title: 'Title top00', opens: 21, clicks: 1 },
      { uni_id: 'top21', u_title: 'Title top21', opens: 11, clicks: 11 },
      { uni_id: 'top20', u_title: 'Title top20', opens: 11, clicks: 10 },
    ]);
    expect(answer.items.map((entry: { uni_id: string }) => entry.uni_id)).toEqual(['top22', 'top00', ...ids.slice(4, 22).reverse()]);
    expect(answer.items.find((entry: { uni_id: string }) => entry.uni_id === 'top05')).toMatchObject({ opens: 3, clicks: 3 });
  });

  it('exports the figures of every day counted, and an import of that file leaves the figures as they are', async () => {
    const { headers } = await signIn(ctx(), 'admin');
    const [item, other] = await items({ u_url: 'https://twitter.com/nasa/status/71' }, { u_url: 'https://twitter.com/nasa/status/72' });
    await reach(item!, 'open');
    ctx().clock.advance(24 * 3600_000);
    await reach(item!, 'click');
    await reach(other!, 'open');
    const exported = (await ctx().call({ method: 'GET', url: '/api/admin/export', headers })).json();
    expect(exported.reach).toEqual([
      { uni_id: item, day: '2026-11-23', opens: 1, clicks: 0 },
      { uni_id: item, day: '2026-11-24', opens: 0, clicks: 1 },
      { uni_id: other, day: '2026-11-24', opens: 1, clicks: 0 },
    ]);
    expect(exported.content.map((record: { uni_id: string }) => record.uni_id).sort()).toEqual([item, other].sort());

    await reach(other!, 'open');
    const imported = await ctx().call({ method: 'POST', url: '/api/admin/import', headers, payload: exported });
    expect(imported.statusCode).toBe(200);
    expect(imported.json().imported).toEqual({ content: 2 });
    expect((await stored()).map(({ uni_id, day, opens, clicks }) => ({ uni_id, day, opens, clicks }))).toEqual([
      { uni_id: item, day: '2026-11-23', opens: 1, clicks: 0 },
      { uni_id: item, day: '2026-11-24', opens: 0, clicks: 1 },
      { uni_id: other, day: '2026-11-24', opens: 2, clicks: 0 },
    ]);

    // Into an installation without the figures, the file brings its records and no figures.
    await ctx().call({ method: 'DELETE', url: `/api/admin/content/${item}`, headers });
    await ctx().call({ method: 'DELETE', url: `/api/admin/content/${other}`, headers });
    const fresh = await ctx().call({ method: 'POST', url: '/api/admin/import', headers, payload: exported });
    expect(fresh.statusCode).toBe(200);
    expect(await stored()).toEqual([]);
  });

  it("removes an item's figures when a curator deletes it, and no other's", async () => {
    const headers = await curator();
    const [item, other] = await items({}, {});
    await reach(item!, 'open');
    await reach(other!, 'click');
    expect((await ctx().call({ method: 'DELETE', url: `/api/admin/content/${item}`, headers })).statusCode).toBe(200);
    expect(await stored()).toEqual([{ uni_id: other, day: '2026-11-23', opens: 0, clicks: 1 }]);
    expect((await series(item!, headers)).statusCode).toBe(404);
  });
});
