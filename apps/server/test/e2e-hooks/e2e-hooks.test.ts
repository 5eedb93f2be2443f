import { expect, it } from 'vitest';
import { ContentRepository } from '../../src/modules/curation/content/content.repository.ts';
import { signIn } from '../auth.ts';
import { buildFeedItem } from '../factories.ts';
import { describeEachDatabase } from '../helper.ts';
import { e2eHookRoutes } from './e2e-hooks.routes.ts';

describeEachDatabase(
  'end-to-end hooks',
  (ctx) => {
    // Straight through inject: the tests' `call` would catch up on the content version itself.
    const send = (method: 'GET' | 'POST', url: string, payload: object = {}) =>
      ctx().app.inject({ method, url, headers: { application: 'wiy' }, ...(method === 'POST' ? { payload } : {}) });
    const firstTitle = async () => (await send('GET', '/api/get_feed/1')).json().record[0].u_title;

    it('make the server read the content version at once, after a spec wrote straight into the database, and tell it', async () => {
      const repository = new ContentRepository(ctx().database.db);
      await repository.insertMany([buildFeedItem({ uni_id: 'one', u_title: 'Before', updated: '2026-11-23T09:59:00.000Z' })]);
      await repository.renumberTrending();
      await ctx().app.publicAnswers.version.refresh();
      const before = ctx().app.publicAnswers.version.current;
      expect(await firstTitle()).toBe('Before');
      await ctx().database.db.updateTable('feed_item').set({ u_title: 'After' }).where('uni_id', '=', 'one').execute();
      expect(await firstTitle()).toBe('Before');
      const answer = await send('POST', '/api/test/content-version');
      expect(answer.statusCode).toBe(200);
      expect(answer.json().version).toBeGreaterThan(before);
      expect(await firstTitle()).toBe('After');
    });

    it('open a session for an existing number, whose token the API accepts, and refuse an unknown number', async () => {
      await signIn(ctx(), 'curator', { firstName: 'Asha' });
      const mobile = (await ctx().database.db.selectFrom('app_user').select('user_name').executeTakeFirstOrThrow()).user_name;
      const { token } = (await send('POST', '/api/test/session', { mobile })).json();
      const me = await ctx().app.inject({ method: 'GET', url: '/api/admin/me', headers: { application: 'wiy', authorization: `Bearer ${token}` } });
      expect(me.json()).toMatchObject({ name: 'Asha', role: 'curator' });
      expect((await send('POST', '/api/test/session', { mobile: '9999999999' })).statusCode).toBe(404);
    });

    it('add approved items at the end of Trending', async () => {
      await new ContentRepository(ctx().database.db).insertMany([buildFeedItem({ uni_id: 'top', u_title: 'Top', updated: '2026-11-23T09:59:00.000Z' })]);
      expect((await send('POST', '/api/test/feed-items', { count: 25, prefix: 'bulk' })).json()).toEqual({ count: 25 });
      await send('POST', '/api/test/content-version');
      const pages = [(await send('GET', '/api/get_feed/1')).json().record, (await send('GET', '/api/get_feed/2')).json().record];
      expect(pages[0][0].u_title).toBe('Top');
      expect(pages.flat()).toHaveLength(26);
    });

    it("move the server's clock forward, which the services then read", async () => {
      const answer = await send('POST', '/api/test/clock/advance', { ms: 60_000 });
      expect(answer.json()).toEqual({ now: '2026-11-23T10:01:00.000Z' });
      expect(ctx().app.clock.now().toISOString()).toBe('2026-11-23T10:01:00.000Z');
    });
  },
  { apiRoutes: (clock) => [(api) => e2eHookRoutes(api, clock)] },
);
