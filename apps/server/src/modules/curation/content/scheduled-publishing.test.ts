import { expect, it, vi } from 'vitest';
import { buildApp } from '../../../app.ts';
import { signIn } from '../../../../test/auth.ts';
import { buildFeedItem } from '../../../../test/factories.ts';
import { describeEachDatabase, type TestContext } from '../../../../test/helper.ts';
import { ContentRepository } from './content.repository.ts';

const item = (n: number) => ({ u_title: `Launch ${n}`, u_url: `https://x.com/nasa/status/${n}`, u_highlight_description: '<p>Short</p>' });
/** The test clock starts at 10:00 UTC; 17:30 in India is 12:00 UTC. */
const NOON_IN_INDIA = '2026-11-23T17:30:00+05:30';
const NOON = '2026-11-23T12:00:00.000Z';

/** What the tests below share: a curator, items, and the public feed and detail as a reader asks for them. */
function scheduling(ctx: () => TestContext) {
  const curator = () => signIn(ctx(), 'curator');
  const create = async (headers: Record<string, string>, n: number): Promise<string> =>
    (await ctx().call({ method: 'POST', url: '/api/admin/content', headers, payload: item(n) })).json().uni_id;
  const approve = (headers: Record<string, string>, id: string, payload?: Record<string, unknown>) =>
    ctx().call({ method: 'POST', url: `/api/admin/content/${id}/approve`, headers, ...(payload ? { payload } : {}) });
  const get = async (headers: Record<string, string>, id: string) => (await ctx().call({ method: 'GET', url: `/api/admin/content/${id}`, headers })).json();
  const publicIds = async (): Promise<string[]> =>
    (await ctx().call({ method: 'GET', url: '/api/get_feed/1' })).json().record.map((r: { uni_id: string }) => r.uni_id);
  const detail = async (id: string) => (await ctx().call({ method: 'POST', url: `/api/get/feed_content/${id}` })).json().record;
  const audit = async (headers: Record<string, string>, action: string) =>
    (await ctx().call({ method: 'GET', url: `/api/admin/audit?action=${action}`, headers })).json().record;
  return { curator, create, approve, get, publicIds, detail, audit };
}

describeEachDatabase(
  'scheduled publishing',
  (ctx) => {
    const { curator, create, approve, get, publicIds, detail, audit } = scheduling(ctx);

    it('keeps an item approved for a later time out of every public answer until the job runs past it, then puts it at the top', async () => {
      const repository = new ContentRepository(ctx().database.db);
      await repository.insertMany([buildFeedItem({ uni_id: 'older' })]);
      await repository.renumberTrending();
      const { headers, userId } = await curator();
      const later = await create(headers, 1);
      const now = await create(headers, 2);

      const scheduled = await approve(headers, later, { publish_at: NOON_IN_INDIA });
      expect(scheduled.statusCode).toBe(200);
      expect(scheduled.json()).toMatchObject({ status: 'scheduled', publish_at: NOON, u_approved_date: null });
      await approve(headers, now);
      expect(await publicIds()).toEqual([now, 'older']);
      expect(await detail(later)).toEqual([]);

      expect(await ctx().app.duePublishing.runOnce()).toEqual([]);
      ctx().clock.set('2026-11-23T11:59:59.999Z');
      expect(await ctx().app.duePublishing.runOnce()).toEqual([]);
      expect(await publicIds()).toEqual([now, 'older']);

      ctx().clock.set('2026-11-23T12:00:00.400Z');
      expect(await ctx().app.duePublishing.runOnce()).toEqual([later]);
      // Approved at its own time, which puts it above the item approved at 10:00.
      expect(await get(headers, later)).toMatchObject({ status: 'approved', publish_at: null, u_approved_date: NOON, updated: NOON });
      expect(await publicIds()).toEqual([later, now, 'older']);
      expect(await detail(later)).toMatchObject([{ uni_id: later, u_title: 'Launch 1' }]);
      expect(await ctx().app.duePublishing.runOnce()).toEqual([]);

      expect(await audit(headers, 'schedule')).toMatchObject([{ actor: { id: userId }, entity_id: later, details: { publish_at: NOON } }]);
      expect(await audit(headers, 'publish')).toMatchObject([
        { actor: null, entity_id: later, details: { scheduled: true, publish_at: NOON }, created: '2026-11-23T12:00:00.400Z' },
      ]);
    });

    it("drops the publishing process's kept answers at once, without waiting for its content-version poll", async () => {
      const { headers } = await curator();
      const id = await create(headers, 1);
      await approve(headers, id, { publish_at: NOON });
      // Straight to the app: `ctx().call` reads the content version before each request, which would hide a missing drop.
      const feed = async () =>
        (await ctx().app.inject({ method: 'GET', url: '/api/get_feed/1', headers: { application: ctx().config.shortName } })).json().record;
      expect(await feed()).toEqual([]);
      expect(ctx().app.publicAnswers.keptBytes).toBeGreaterThan(0);
      ctx().clock.set(NOON);
      await ctx().app.duePublishing.runOnce();
      expect(await feed()).toMatchObject([{ uni_id: id }]);
    });

    it('publishes a due item once, with one notice and one audit entry, when two processes run the job at the same moment', async () => {
      const other = await buildApp({ config: ctx().config, database: ctx().database, clock: ctx().clock, logger: false });
      await other.ready();
      try {
        const { headers } = await curator();
        const ids = [await create(headers, 1), await create(headers, 2), await create(headers, 3)];
        const bulk = await ctx().call({ method: 'POST', url: '/api/admin/content/bulk', headers, payload: { action: 'approve', ids, publish_at: NOON } });
        expect(bulk.json()).toEqual({ Success: true });
        const notices = [vi.spyOn(ctx().app.follows.notices, 'published'), vi.spyOn(other.follows.notices, 'published')];
        ctx().clock.set(NOON);

        const runs = await Promise.all([ctx().app.duePublishing.runOnce(), other.duePublishing.runOnce()]);
        expect(runs.flat().sort()).toEqual([...ids].sort());
        expect(
          notices
            .flatMap((spy) => spy.mock.calls)
            .flatMap(([published]) => published)
            .sort(),
        ).toEqual([...ids].sort());
        expect((await audit(headers, 'publish')).map((entry: { entity_id: string }) => entry.entity_id).sort()).toEqual([...ids].sort());
        expect((await publicIds()).sort()).toEqual([...ids].sort());
      } finally {
        await other.close();
      }
    });

    it('writes nothing, and so keeps every kept answer, when nothing is due', async () => {
      const { headers } = await curator();
      await approve(headers, await create(headers, 1), { publish_at: NOON });
      await approve(headers, await create(headers, 2));
      const version = async () => (await ctx().database.db.selectFrom('content_version').select('version').executeTakeFirstOrThrow()).version;
      const before = await version();
      expect(await ctx().app.duePublishing.runOnce()).toEqual([]);
      expect(await version()).toBe(before);
    });

    it('cancels a schedule when the item is unpublished, and sends a scheduled item back to pending on unschedule', async () => {
      const { headers, userId } = await curator();
      const unpublished = await create(headers, 1);
      const unscheduled = await create(headers, 2);
      await approve(headers, unpublished, { publish_at: NOON });
      await approve(headers, unscheduled, { publish_at: NOON });

      const taken = await ctx().call({ method: 'POST', url: `/api/admin/content/${unpublished}/unpublish`, headers });
      expect(taken.json()).toMatchObject({ status: 'unpublished', publish_at: null });
      const back = await ctx().call({ method: 'POST', url: `/api/admin/content/${unscheduled}/unschedule`, headers });
      expect(back.statusCode).toBe(200);
      expect(back.json()).toMatchObject({ status: 'pending', publish_at: null, u_approved_date: null });
      expect(await audit(headers, 'unschedule')).toMatchObject([{ actor: { id: userId }, entity_id: unscheduled }]);

      const again = await ctx().call({ method: 'POST', url: `/api/admin/content/${unscheduled}/unschedule`, headers });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ Error: expect.stringContaining('not scheduled') });
      expect((await ctx().call({ method: 'POST', url: '/api/admin/content/nope/unschedule', headers })).statusCode).toBe(404);

      ctx().clock.set(NOON);
      expect(await ctx().app.duePublishing.runOnce()).toEqual([]);
      expect(await publicIds()).toEqual([]);
    });

    it('approves a scheduled item at once when asked to, and approves at once for a time now or past', async () => {
      const { headers } = await curator();
      const scheduled = await create(headers, 1);
      await approve(headers, scheduled, { publish_at: NOON });
      expect((await approve(headers, scheduled)).json()).toMatchObject({ status: 'approved', publish_at: null, u_approved_date: '2026-11-23T10:00:00.000Z' });
      for (const [n, publishAt] of [
        [2, '2026-11-23T10:00:00Z'],
        [3, '2020-01-01T00:00:00+05:30'],
      ] as const) {
        const id = await create(headers, n);
        expect((await approve(headers, id, { publish_at: publishAt })).json()).toMatchObject({
          status: 'approved',
          publish_at: null,
          u_approved_date: '2026-11-23T10:00:00.000Z',
        });
      }
      expect(await publicIds()).toHaveLength(3);
    });

    it('schedules in bulk, all or none', async () => {
      const { headers } = await curator();
      const a = await create(headers, 1);
      const b = await create(headers, 2);
      const publicItem = await create(headers, 3);
      await approve(headers, publicItem);
      const bulk = (payload: Record<string, unknown>) => ctx().call({ method: 'POST', url: '/api/admin/content/bulk', headers, payload });

      const refused = await bulk({ action: 'approve', ids: [a, publicItem], publish_at: NOON });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ Error: expect.stringContaining(publicItem) });
      expect(await get(headers, a)).toMatchObject({ status: 'pending', publish_at: null });
      expect((await bulk({ action: 'unpublish', ids: [a], publish_at: NOON })).statusCode).toBe(400);

      expect((await bulk({ action: 'approve', ids: [a, b], publish_at: NOON })).json()).toEqual({ Success: true });
      for (const id of [a, b]) expect(await get(headers, id)).toMatchObject({ status: 'scheduled', publish_at: NOON });
      expect(await audit(headers, 'schedule')).toHaveLength(2);
    });

    it.each([['tomorrow'], ['2026-11-23T12:00'], ['2026-11-23T12:00:00'], ['2026-02-30T12:00:00Z'], ['2027-11-23T10:00:01Z'], [12]])(
      'refuses the time %s with a 400 and changes nothing',
      async (publishAt) => {
        const { headers } = await curator();
        const id = await create(headers, 1);
        const response = await approve(headers, id, { publish_at: publishAt });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ Error: expect.stringContaining('publish_at') });
        expect(await get(headers, id)).toMatchObject({ status: 'pending', publish_at: null });
      },
    );

    it('schedules as far as a year ahead, and refuses to schedule an item already public', async () => {
      const { headers } = await curator();
      const id = await create(headers, 1);
      expect((await approve(headers, id, { publish_at: '2027-11-23T10:00:00Z' })).json()).toMatchObject({ status: 'scheduled' });
      const publicItem = await create(headers, 2);
      await approve(headers, publicItem);
      const refused = await approve(headers, publicItem, { publish_at: NOON });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ Error: expect.stringContaining('unpublish it') });
    });

    it('lists scheduled items under their own status, soonest first, and not among the pending', async () => {
      const { headers } = await curator();
      const [late, soon, pending] = [await create(headers, 1), await create(headers, 2), await create(headers, 3)];
      await approve(headers, late, { publish_at: '2026-11-23T14:00:00Z' });
      await approve(headers, soon, { publish_at: NOON });
      const list = async (status: string) => (await ctx().call({ method: 'GET', url: `/api/admin/content?status=${status}`, headers })).json();
      const scheduled = await list('scheduled');
      expect(scheduled.total).toBe(2);
      expect(scheduled.record.map((r: { uni_id: string; publish_at: string }) => [r.uni_id, r.publish_at])).toEqual([
        [soon, NOON],
        [late, '2026-11-23T14:00:00.000Z'],
      ]);
      expect((await list('pending')).record.map((r: { uni_id: string }) => r.uni_id)).toEqual([pending]);
      expect((await list('pending')).record[0]).toMatchObject({ publish_at: null });
    });

    it('keeps the schedule and the status through an edit', async () => {
      const { headers } = await curator();
      const id = await create(headers, 1);
      await approve(headers, id, { publish_at: NOON });
      const edited = await ctx().call({ method: 'PUT', url: `/api/admin/content/${id}`, headers, payload: { ...item(1), u_title: 'Renamed' } });
      expect(edited.json()).toMatchObject({ u_title: 'Renamed', status: 'scheduled', publish_at: NOON });
    });

    it('keeps a rejection that came while an edit was being made: the edit writes the fields, never the status', async () => {
      const { headers } = await curator();
      const id = await create(headers, 1);
      await approve(headers, id, { publish_at: NOON });
      const readByTheEdit = await ctx().app.curation.content.get(id);
      const rejected = await ctx().call({ method: 'POST', url: `/api/admin/content/${id}/reject`, headers, payload: { reason: 'Off topic' } });
      expect(rejected.json()).toMatchObject({ status: 'rejected', publish_at: null });
      vi.spyOn(ctx().app.curation.content, 'get').mockResolvedValueOnce(readByTheEdit);
      await ctx().call({ method: 'PUT', url: `/api/admin/content/${id}`, headers, payload: { ...item(1), u_title: 'Renamed' } });
      expect(await get(headers, id)).toMatchObject({ u_title: 'Renamed', status: 'rejected', publish_at: null, rejected_reason: 'Off topic' });
      ctx().clock.set(NOON);
      expect(await ctx().app.duePublishing.runOnce()).toEqual([]);
      expect(await publicIds()).toEqual([]);
    });

    it('never publishes a rejected item, nor lists it under two statuses, whatever its row holds (an import, an older row)', async () => {
      const { headers } = await curator();
      const id = await create(headers, 1);
      await ctx()
        .database.db.updateTable('feed_item')
        .set({ publish_at: NOON, rejected_date: NOON, unpublished_date: NOON })
        .where('uni_id', '=', id)
        .execute();
      const statuses = [];
      for (const status of ['pending', 'scheduled', 'approved', 'unpublished', 'rejected']) {
        const listed = (await ctx().call({ method: 'GET', url: `/api/admin/content?status=${status}`, headers })).json();
        if (listed.record.length) statuses.push(status);
      }
      expect(statuses).toEqual(['rejected']);
      expect(await get(headers, id)).toMatchObject({ status: 'rejected' });
      ctx().clock.set(NOON);
      expect(await ctx().app.duePublishing.runOnce()).toEqual([]);
    });
  },
  // The tests run the job themselves; its own timer would race them.
  { config: { publishCheckMs: 3600_000 } },
);

describeEachDatabase(
  'scheduled publishing on its own',
  (ctx) => {
    const { curator, create, approve, publicIds } = scheduling(ctx);

    it('publishes a due item by itself, every publishCheckMs, once the server listens', async () => {
      await ctx().app.listen({ port: 0, host: '127.0.0.1' });
      const { headers } = await curator();
      const id = await create(headers, 1);
      await approve(headers, id, { publish_at: NOON });
      ctx().clock.set(NOON);
      await vi.waitFor(async () => expect(await publicIds()).toEqual([id]), { timeout: 3000, interval: 20 });
    });
  },
  { config: { publishCheckMs: 20 } },
);
