import { sql } from 'kysely';
import { beforeEach, expect, it, vi } from 'vitest';
import { signIn } from '../../../test/auth.ts';
import { buildFeedItem } from '../../../test/factories.ts';
import { describeEachDatabase } from '../../../test/helper.ts';
import { buildApp } from '../../app.ts';
import { openDatabase } from '../../db/database.ts';
import { FIRST_RUN_WITHIN_MS } from '../../lib/repeating-job.ts';
import { LinkCheckRepository } from './link-check.repository.ts';
import { LinkChecker } from './link-checker.ts';
import { LinkHealthService } from './link-health.service.ts';
import { queryPlan } from '../../../test/query-plan.ts';
import { standInServer } from '../../../test/stand-in.ts';

/**
 * A stand-in for the platforms: an oEmbed endpoint answering by the post asked for (…/gone 404, …/locked 403,
 * …/broken 500, …/slow never, …/gone-late 404 after 150 ms, within the checks' time limit), and pages answering
 * HEAD by their path. Every request is counted by what it asked for.
 */
const asked = new Map<string, number>();
const count = (key: string) => asked.set(key, (asked.get(key) ?? 0) + 1);
const OEMBED_STATUS: Record<string, number> = { gone: 404, withdrawn: 410, locked: 403, login: 401, broken: 500 };
const PAGE_STATUS: Record<string, number> = { fine: 200, landing: 200, gone: 404, private: 401, outage: 503 };
const base = await standInServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://stand-in');
  if (url.pathname === '/oembed') {
    const post = url.searchParams.get('url') ?? '';
    count(`oembed ${post}`);
    const name = post.split('/').at(-1)!;
    if (name === 'slow') return; // never answers: the check must give up on its own
    if (name === 'gone-late') {
      setTimeout(() => response.writeHead(404).end(), 150);
      return;
    }
    response.statusCode = OEMBED_STATUS[name] ?? 200;
    response.setHeader('content-type', 'application/json');
    return response.end(JSON.stringify({ title: 'A post', author_name: 'Someone' }));
  }
  const [, kind, name = ''] = url.pathname.split('/');
  count(`${request.method} ${url.pathname}`);
  if (kind === 'moved') {
    response.writeHead(302, { location: '/page/landing' });
    return response.end();
  }
  if (kind === 'no-head') {
    // Refuses HEAD; the GET answers a page far larger than a check reads.
    if (request.method === 'HEAD') response.statusCode = 405;
    return response.end(request.method === 'HEAD' ? undefined : 'x'.repeat(1_000_000));
  }
  response.statusCode = PAGE_STATUS[name] ?? 404;
  response.end();
});

const HOUR = 3600_000;
/** A YouTube post, checked through the stand-in oEmbed endpoint. */
const video = (name: string) => `https://www.youtube.com/watch/${name}`;

describeEachDatabase(
  'link health',
  (ctx) => {
    beforeEach(() => asked.clear());
    const items = async (...overrides: Parameters<typeof buildFeedItem>[0][]) => {
      const rows = overrides.map((override) => buildFeedItem({ social_vendor: 'Youtube', ...override }));
      await ctx().database.db.insertInto('feed_item').values(rows).execute();
      await ctx().app.curation.unit.repos.content.renumberTrending();
      return rows.map((row) => row.uni_id);
    };
    const checkDue = () => ctx().app.linkHealth.service.checkDue();
    const stored = async (id: string) =>
      ctx()
        .database.db.selectFrom('link_check')
        .select(['state', 'failures', 'checked_at', 'next_check_at', 'detail'])
        .where('uni_id', '=', id)
        .executeTakeFirst();
    const version = async () => Number((await ctx().database.db.selectFrom('content_version').select('version').executeTakeFirstOrThrow()).version);
    const detail = async (id: string) => (await ctx().call({ method: 'POST', url: `/api/get/feed_content/${id}`, payload: {} })).json().record;
    const curator = async () => (await signIn(ctx(), 'curator')).headers;
    const nextDay = () => ctx().clock.advance(24 * HOUR);

    it('marks each link as its platform answers: oEmbed where there is an endpoint, else a light request to the page', async () => {
      const cases = {
        ok: [video('fine'), 'ok', 'oEmbed answered 200'],
        removed: [video('gone'), 'removed', 'oEmbed answered 404'],
        withdrawn: [video('withdrawn'), 'removed', 'oEmbed answered 410'],
        locked: [video('locked'), 'private', 'oEmbed answered 403'],
        login: [video('login'), 'private', 'oEmbed answered 401'],
        outage: [video('broken'), 'unreachable', 'oEmbed answered 500'],
        slow: [video('slow'), 'unreachable', 'oEmbed gave no answer: no answer in time'],
        page: [`${base}/page/fine`, 'ok', 'The page answered 200'],
        pageGone: [`${base}/page/gone`, 'removed', 'The page answered 404'],
        // A page behind a login or a wall against robots proves nothing; only oEmbed says a post is private.
        pagePrivate: [`${base}/page/private`, 'unreachable', 'The page answered 401'],
        pageOutage: [`${base}/page/outage`, 'unreachable', 'The page answered 503'],
        moved: [`${base}/moved/x`, 'ok', 'The page answered 200'],
        noHead: [`${base}/no-head/x`, 'ok', 'The page answered 200'],
      } as const;
      const entries = Object.entries(cases);
      const ids = await items(
        ...entries.map(([name, [url]]) => ({ uni_id: name.toLowerCase(), u_url: url, social_vendor: url.startsWith(base) ? 'Facebook' : 'Youtube' })),
      );
      expect(await checkDue()).toBe(ids.length);
      for (const [name, [, state, sentence]] of entries) {
        expect(await stored(name.toLowerCase()), name).toEqual({
          state,
          failures: state === 'removed' || state === 'private' ? 1 : 0,
          checked_at: '2026-11-23T10:00:00.000Z',
          next_check_at: '2026-11-24T10:00:00.000Z',
          detail: sentence,
        });
      }
      // A light request: HEAD, and GET (its body unread) only where HEAD is refused.
      expect(asked.get('HEAD /page/fine')).toBe(1);
      expect(asked.get('GET /page/fine')).toBeUndefined();
      expect([asked.get('HEAD /no-head/x'), asked.get('GET /no-head/x')]).toEqual([1, 1]);

      // Nothing is due again before its interval.
      asked.clear();
      ctx().clock.advance(23 * HOUR);
      expect(await checkDue()).toBe(0);
      expect(asked.size).toBe(0);
      ctx().clock.advance(HOUR);
      expect(await checkDue()).toBe(ids.length);
    });

    it('checks approved items only, LINK_CHECK_BATCH (here 20) at a look, those never checked first', async () => {
      const approved = await items(...Array.from({ length: 22 }, (_, n) => ({ uni_id: `a${String(n).padStart(2, '0')}`, u_url: video(`fine${n}`) })));
      await items(
        { uni_id: 'pending', u_url: video('pending'), u_approved_date: null },
        { uni_id: 'off', u_url: video('off'), u_approved_date: null, unpublished_date: '2026-11-20T10:00:00.000Z' },
      );
      expect(await checkDue()).toBe(20);
      expect(await checkDue()).toBe(2);
      expect(await checkDue()).toBe(0);
      expect([...asked.keys()].sort()).toEqual(approved.map((_, n) => `oembed ${video(`fine${n}`)}`).sort());
    });

    it('counts removed and private results in a row, and past LINK_CHECK_UNPUBLISH_AFTER unpublishes the item, audited, out of every feed', async () => {
      const [item, other] = await items({ u_url: video('gone') }, { u_url: video('fine') });
      expect((await detail(item!))[0]).toMatchObject({ uni_id: item });
      for (const failures of [1, 2]) {
        await checkDue();
        expect(await stored(item!)).toMatchObject({ state: 'removed', failures });
        expect(
          (await ctx().database.db.selectFrom('feed_item').select('u_approved_date').where('uni_id', '=', item!).executeTakeFirstOrThrow()).u_approved_date,
        ).not.toBeNull();
        nextDay();
      }
      await checkDue();
      expect(await stored(item!)).toMatchObject({ state: 'removed', failures: 3 });
      const row = await ctx()
        .database.db.selectFrom('feed_item')
        .select(['u_approved_date', 'unpublished_date', 'feed_rank'])
        .where('uni_id', '=', item!)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ u_approved_date: null, unpublished_date: '2026-11-25T10:00:00.000Z', feed_rank: null });
      expect((await ctx().database.db.selectFrom('feed_item').select('feed_rank').where('uni_id', '=', other!).executeTakeFirstOrThrow()).feed_rank).toBe(1);
      const audit = await ctx().database.db.selectFrom('audit_log').select(['actor_id', 'action', 'entity', 'entity_id', 'details']).execute();
      expect(audit).toEqual([{ actor_id: null, action: 'unpublish', entity: 'content', entity_id: item, details: expect.any(String) }]);
      expect(JSON.parse(audit[0]!.details!)).toEqual({ rule: 'link-health', state: 'removed', failures: 3 });
      expect(await detail(item!)).toEqual([]);
      const feed = (await ctx().call({ method: 'GET', url: '/api/get_feed/1' })).json().record.map((entry: { uni_id: string }) => entry.uni_id);
      expect(feed).toEqual([other]);

      // Unpublished, it is no longer checked, and the console still lists it.
      nextDay();
      expect(await checkDue()).toBe(1);
      const listed = (await ctx().call({ method: 'GET', url: '/api/admin/link-health', headers: await curator() })).json();
      expect(listed.record.map((entry: { uni_id: string; status: string }) => [entry.uni_id, entry.status])).toEqual([[item, 'unpublished']]);
    });

    it('never unpublishes for an unreachable platform, whose results neither count nor clear the failures; an ok result clears them', async () => {
      const [item] = await items({ u_url: video('gone') });
      for (let n = 0; n < 2; n++) {
        await checkDue();
        nextDay();
      }
      await ctx()
        .database.db.updateTable('feed_item')
        .set({ u_url: video('broken') })
        .execute();
      for (let n = 0; n < 5; n++) {
        await checkDue();
        nextDay();
      }
      expect(await stored(item!)).toMatchObject({ state: 'unreachable', failures: 2 });
      expect(await detail(item!)).toHaveLength(1);
      await ctx()
        .database.db.updateTable('feed_item')
        .set({ u_url: video('fine') })
        .execute();
      await checkDue();
      expect(await stored(item!)).toMatchObject({ state: 'ok', failures: 0 });
      expect(await ctx().database.db.selectFrom('audit_log').selectAll().execute()).toEqual([]);
    });

    it('never unpublishes with LINK_CHECK_UNPUBLISH_AFTER=0, and marks the link all the same', async () => {
      const [item] = await items({ u_url: video('locked') });
      const checker = new LinkChecker({ oembedEndpoints: { Youtube: `${base}/oembed` }, timeoutMs: 2000, maxBytes: 65_536, allowPrivateNetwork: true });
      const never = new LinkHealthService(new LinkCheckRepository(ctx().database.db), checker, ctx().app.curation.content, ctx().clock, {
        batch: 10,
        intervalMs: HOUR,
        unpublishAfter: 0,
      });
      for (let n = 0; n < 5; n++) {
        await never.checkDue();
        ctx().clock.advance(HOUR);
      }
      await checker.close();
      expect(await stored(item!)).toMatchObject({ state: 'private', failures: 5 });
      expect((await detail(item!))[0]).toMatchObject({ uni_id: item, u_link_state: 'private' });
    });

    it('drops the kept public answers when what the public is shown changes, and not for a check that changes nothing', async () => {
      const [item] = await items({ u_url: video('fine') });
      // What each day's check finds, and whether the public's u_link_state changes with it.
      const days = [
        ['fine', false],
        ['fine', false],
        ['gone', true],
        ['gone', false],
        // The public is never shown an unreachable link: from removed it is as if unknown again.
        ['broken', true],
        ['broken', false],
        ['fine', false],
        ['broken', false],
        ['locked', true],
      ] as const;
      for (const [name, raised] of days) {
        await ctx()
          .database.db.updateTable('feed_item')
          .set({ u_url: video(name) })
          .execute();
        const was = await version();
        await checkDue();
        expect((await version()) > was, `${name}: content version raised`).toBe(raised);
        nextDay();
      }
      expect(await stored(item!)).toMatchObject({ state: 'private', failures: 1 });
    });

    it('says u_link_state on the public detail of an item known removed or private, and nothing otherwise', async () => {
      const [gone, locked, down, fine] = await items(
        { u_url: video('gone') },
        { u_url: video('locked') },
        { u_url: video('broken') },
        { u_url: video('fine') },
      );
      await checkDue();
      expect((await detail(gone!))[0].u_link_state).toBe('removed');
      expect((await detail(locked!))[0].u_link_state).toBe('private');
      for (const id of [down!, fine!]) expect(Object.keys((await detail(id))[0])).not.toContain('u_link_state');
    });

    it('forgets what it found when a curator edits the link: the detail embeds the new post, checked at the next look', async () => {
      const [item] = await items({ u_url: video('gone') });
      await checkDue();
      expect((await detail(item!))[0].u_link_state).toBe('removed');
      const payload = { u_title: 'Fixed', u_url: video('fixed') };
      const edited = await ctx().call({ method: 'PUT', url: `/api/admin/content/${item}`, headers: await curator(), payload });
      expect(edited.json()).toMatchObject({ u_title: 'Fixed', link: null });
      expect(Object.keys((await detail(item!))[0])).not.toContain('u_link_state');
      await checkDue();
      expect(await stored(item!)).toMatchObject({ state: 'ok', failures: 0 });
    });

    it('gives an item its check row, due before any other, when it is approved however it is approved (0015)', async () => {
      const [approved, pending] = await items({ u_url: video('fine1') }, { u_url: video('fine2'), u_approved_date: null });
      const neverChecked = { state: null, failures: 0, checked_at: null, next_check_at: '', detail: '' };
      expect(await stored(approved!)).toEqual(neverChecked);
      expect(await stored(pending!)).toBeUndefined();
      const approve = await ctx().call({ method: 'POST', url: `/api/admin/content/${pending}/approve`, headers: await curator(), payload: {} });
      expect(approve.statusCode).toBe(200);
      expect(await stored(pending!)).toEqual(neverChecked);
      await checkDue();
      expect(await stored(pending!)).toMatchObject({ state: 'ok' });
    });

    it('finds the items due by reading one index in its order: no scan of the items, no sort', async () => {
      const query = new LinkCheckRepository(ctx().database.db).dueQuery('2026-11-26T00:00:00.000Z', 10).compile();
      const plan = await queryPlan(ctx().database, query);
      if (ctx().database.pool) {
        expect(plan).toContain('link_check_due');
        expect(plan).not.toMatch(/Sort/);
      } else {
        expect(plan).toMatch(/SEARCH c USING (COVERING )?INDEX link_check_due/);
        expect(plan).not.toMatch(/SCAN|TEMP B-TREE/);
      }
    });

    it('checks each item once when two server processes on one database look at the same moment', async () => {
      const ids = await items(...Array.from({ length: 8 }, (_, n) => ({ u_url: video(`fine${n}`) })));
      const { config, database } = ctx();
      const pgSchema =
        database.kind === 'postgres' ? (await sql<{ schema: string }>`SELECT current_schema() AS schema`.execute(database.db)).rows[0]!.schema : undefined;
      const secondDatabase = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, pgSchema, poolSize: 4 });
      const second = await buildApp({ config, database: secondDatabase, clock: ctx().clock, logger: false });
      try {
        await second.ready();
        for (let round = 0; round < 2; round++) {
          asked.clear();
          const [first, other] = await Promise.all([ctx().app.linkHealth.service.checkDue(), second.linkHealth.service.checkDue()]);
          expect(first + other).toBe(ids.length);
          expect([...asked.values()]).toEqual(ids.map(() => 1));
          expect(asked.size).toBe(ids.length);
          nextDay();
        }
      } finally {
        await second.close();
        await secondDatabase.db.destroy();
      }
      const rows = await ctx().database.db.selectFrom('link_check').select(['state', 'failures']).execute();
      expect(rows).toEqual(ids.map(() => ({ state: 'ok', failures: 0 })));
    });

    it('counts a finding once when "check now" meets a look checking the same item, or another "check now"', async () => {
      const [item] = await items({ u_url: video('gone-late') });
      const headers = await curator();
      const checkNow = () => ctx().call({ method: 'POST', url: `/api/admin/link-health/${item}/check`, headers });
      const look = checkDue();
      await vi.waitFor(() => expect(asked.get(`oembed ${video('gone-late')}`)).toBe(1));
      // "Check now" takes the look's claim over; of the two findings one is written.
      const checked = await checkNow();
      expect(checked.statusCode).toBe(200);
      expect(checked.json().link).toMatchObject({ state: 'removed', failures: 1 });
      expect(await look).toBe(1);
      expect(await stored(item!)).toMatchObject({ state: 'removed', failures: 1 });

      // Two at once: whichever claims second either takes over (its finding alone counts) or is told one is under way.
      const both = await Promise.all([checkNow(), checkNow()]);
      expect(both.map((answer) => answer.statusCode)).toContain(200);
      for (const answer of both) {
        expect([200, 409]).toContain(answer.statusCode);
        if (answer.statusCode === 409) expect(answer.json()).toEqual({ Error: 'This link is being checked already; try again in a moment' });
      }
      expect(await stored(item!)).toMatchObject({ state: 'removed', failures: 2 });
    });

    it('lists the broken links for the console, removed and private first, newest check first, and shows the link on every content answer', async () => {
      const headers = await curator();
      const [gone, outage, locked, fine, pending] = await items(
        { u_url: video('gone') },
        { u_url: video('broken') },
        { u_url: video('locked') },
        { u_url: video('fine') },
        { u_url: 'https://www.youtube.com/shorts/gone', u_approved_date: null },
      );
      await checkDue();
      ctx().clock.advance(HOUR);
      const checked = await ctx().call({ method: 'POST', url: `/api/admin/link-health/${gone}/check`, headers });
      expect(checked.statusCode).toBe(200);
      expect(checked.json()).toMatchObject({
        uni_id: gone,
        status: 'approved',
        link: { state: 'removed', failures: 2, checked_at: '2026-11-23T11:00:00.000Z', detail: 'oEmbed answered 404' },
      });
      // "Check now" checks a pending item too; the list shows public and unpublished items only.
      expect((await ctx().call({ method: 'POST', url: `/api/admin/link-health/${pending}/check`, headers })).json().link.state).toBe('removed');

      const list = await ctx().call({ method: 'GET', url: '/api/admin/link-health?page=1', headers });
      expect(list.statusCode).toBe(200);
      expect(list.headers['cache-control']).toBe('private, no-store');
      const { record, total } = list.json();
      expect(total).toBe(3);
      expect(record.map((entry: { uni_id: string; link: { state: string } }) => [entry.uni_id, entry.link.state])).toEqual([
        [gone, 'removed'],
        [locked, 'private'],
        [outage, 'unreachable'],
      ]);
      expect((await ctx().call({ method: 'GET', url: '/api/admin/link-health?page=2', headers })).json()).toEqual({ record: [], total: 3 });

      const content = (await ctx().call({ method: 'GET', url: '/api/admin/content', headers })).json().record;
      expect(content.find((entry: { uni_id: string }) => entry.uni_id === fine).link).toEqual({
        state: 'ok',
        failures: 0,
        checked_at: '2026-11-23T10:00:00.000Z',
        detail: 'oEmbed answered 200',
      });
      expect((await ctx().call({ method: 'GET', url: `/api/admin/content/${locked}`, headers })).json().link.state).toBe('private');
      const [unchecked] = await items({});
      expect((await ctx().call({ method: 'GET', url: `/api/admin/content/${unchecked}`, headers })).json().link).toBeNull();
    });

    it('answers 404 for an unknown item, 400 for a bad id or page', async () => {
      const headers = await curator();
      const unknown = await ctx().call({ method: 'POST', url: '/api/admin/link-health/nobody-has-this-id/check', headers });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ Error: 'No content item "nobody-has-this-id"' });
      for (const call of [
        { method: 'POST', url: '/api/admin/link-health/bad%20id/check' },
        { method: 'GET', url: '/api/admin/link-health?page=0' },
        { method: 'GET', url: '/api/admin/link-health?page=x' },
      ] as const) {
        const refused = await ctx().call({ ...call, headers });
        expect(refused.statusCode).toBe(400);
        expect(refused.json()).toEqual({ Error: expect.any(String) });
      }
    });

    it('answers the console routes to curators and admins only', async () => {
      const [item] = await items({ u_url: video('fine') });
      const calls = (headers: Record<string, string>) => [
        ctx().call({ method: 'GET', url: '/api/admin/link-health', headers }),
        ctx().call({ method: 'POST', url: `/api/admin/link-health/${item}/check`, headers }),
      ];
      for (const call of calls({})) {
        const response = await call;
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({ Error: 'Sign in to continue' });
      }
      for (const call of calls((await signIn(ctx(), 'visitor')).headers)) expect((await call).statusCode).toBe(403);
      expect(asked.size).toBe(0);
      for (const call of calls((await signIn(ctx(), 'admin')).headers)) expect((await call).statusCode).toBe(200);
    });

    it('refuses a private address, or a redirect to one, unless private networks are allowed', async () => {
      const checker = new LinkChecker({ oembedEndpoints: { Youtube: `${base}/oembed` }, timeoutMs: 2000, maxBytes: 65_536 });
      try {
        expect(await checker.check(video('gone'), 'Youtube')).toEqual({ state: 'unreachable', detail: 'oEmbed gave no answer: the address is not public' });
        expect(await checker.check(`${base}/page/gone`, 'Facebook')).toEqual({
          state: 'unreachable',
          detail: 'The page gave no answer: the address is not public',
        });
      } finally {
        await checker.close();
      }
      expect(asked.size).toBe(0);
    });
  },
  { env: { OEMBED_ENDPOINTS: `Youtube=${base}/oembed`, METADATA_TIMEOUT_MS: '300', LINK_CHECK_BATCH: '20' }, config: { metadataAllowPrivate: true } },
);

for (const [tick, checks] of [
  ['1000', true],
  ['0', false],
] as const) {
  describeEachDatabase(
    `link health by itself, LINK_CHECK_TICK_MS=${tick}`,
    (ctx) => {
      it(checks ? 'checks the links due by itself once the server listens' : 'checks no link by itself', async () => {
        asked.clear();
        await ctx()
          .database.db.insertInto('feed_item')
          .values([buildFeedItem({ social_vendor: 'Youtube', u_url: video('gone') })])
          .execute();
        await ctx().app.listen({ port: 0, host: '127.0.0.1' });
        if (checks) await vi.waitFor(() => expect(asked.get(`oembed ${video('gone')}`)).toBe(1), { timeout: 3000, interval: 20 });
        else {
          // The job would first run within FIRST_RUN_WITHIN_MS of listening: a moment past it is enough to see that it does not.
          await new Promise((resolve) => setTimeout(resolve, FIRST_RUN_WITHIN_MS + 300));
          expect(asked.size).toBe(0);
        }
      });
    },
    { env: { OEMBED_ENDPOINTS: `Youtube=${base}/oembed`, LINK_CHECK_TICK_MS: tick }, config: { metadataAllowPrivate: true } },
  );
}
