import { expect, it } from 'vitest';
import { describeEachDatabase, type TestContext } from '../../../../test/helper.ts';
import { signIn } from '../../../../test/auth.ts';
import { SESSION_TIMES_PER_ADDRESS } from '../account.limits.ts';

const record = { userId: '203.0.113.9', startTime: '2026-11-23T09:00:00.000Z', endTime: '2026-11-23T10:01:05.000Z', timeSpent: '01:01:05' };
/** What Chromium sends with the app's own beacon. */
const OWN_PAGE = { 'sec-fetch-site': 'same-origin', origin: 'http://localhost:80' };

function saveTime(ctx: TestContext, body: object, headers: Record<string, string> = OWN_PAGE, remoteAddress = '127.0.0.1') {
  return ctx.call({ method: 'POST', url: '/lom/save/spent/time', payload: body as Record<string, unknown>, headers, remoteAddress });
}

const push = (ctx: TestContext, token: string, remoteAddress = '127.0.0.1') =>
  ctx.call({ method: 'POST', url: '/firebase/subscribe', payload: { recipientToken: token, topic: 'wiy', application_name: 'wiy' }, remoteAddress });

describeEachDatabase('session time', (ctx) => {
  it('saves a session-time record sent as JSON with the Application header', async () => {
    expect((await saveTime(ctx(), record)).statusCode).toBe(200);
    const row = await ctx().database.db.selectFrom('spent_time').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ user_id: '203.0.113.9', time_spent: '01:01:05', start_time: record.startTime, end_time: record.endTime });
  });

  it('saves a beacon: text/plain JSON with the app code in the query string', async () => {
    const response = await ctx().app.inject({
      method: 'POST',
      url: '/lom/save/spent/time?application=wiy',
      headers: { 'content-type': 'text/plain;charset=UTF-8', ...OWN_PAGE },
      payload: JSON.stringify(record),
    });
    expect(response.statusCode).toBe(200);
    expect(await ctx().database.db.selectFrom('spent_time').select('id').execute()).toHaveLength(1);
  });

  it('refuses a beacon without the app code, and one that is not JSON', async () => {
    const bare = await ctx().app.inject({
      method: 'POST',
      url: '/lom/save/spent/time',
      headers: { 'content-type': 'text/plain', ...OWN_PAGE },
      payload: JSON.stringify(record),
    });
    expect(bare.statusCode).toBe(400);
    const garbled = await ctx().app.inject({
      method: 'POST',
      url: '/lom/save/spent/time?application=wiy',
      headers: { 'content-type': 'text/plain', ...OWN_PAGE },
      payload: '{nope',
    });
    expect(garbled.statusCode).toBe(400);
    expect(garbled.json()).toEqual({ Error: 'The body must be JSON' });
  });

  it.each([
    [{ timeSpent: '1:01:05' }, 'timeSpent must be HH:MM:SS'],
    [{ timeSpent: '01:61:05' }, 'timeSpent must be HH:MM:SS'],
    [{ timeSpent: '00:00:05' }, 'timeSpent must match endTime minus startTime'],
    [{ startTime: 'yesterday' }, 'startTime and endTime must be dates'],
    [{ endTime: '2026-11-23T08:00:00.000Z' }, 'endTime must not be before startTime'],
  ])('refuses %j', async (change, message) => {
    const response = await saveTime(ctx(), { ...record, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ Error: message });
  });

  it('takes session times only from its own pages or with a sign-in', async () => {
    const crossSite = await saveTime(ctx(), record, { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' });
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.json()).toEqual({ Error: 'Session times are taken only from the app itself or with a sign-in' });
    expect((await saveTime(ctx(), record, { origin: 'https://evil.example' })).statusCode).toBe(403);
    expect((await saveTime(ctx(), record, {})).statusCode).toBe(403);
    expect(await ctx().database.db.selectFrom('spent_time').select('id').execute()).toEqual([]);

    expect((await saveTime(ctx(), record, { origin: 'http://localhost:80' })).statusCode).toBe(200);
    const { headers } = await signIn(ctx(), 'visitor');
    expect(
      (await saveTime(ctx(), { ...record, startTime: '2026-11-23T09:00:01.000Z', timeSpent: '01:01:04' }, { 'sec-fetch-site': 'cross-site', ...headers }))
        .statusCode,
    ).toBe(200);
    expect(await ctx().database.db.selectFrom('spent_time').select('id').execute()).toHaveLength(2);
  });

  it('keeps one row per session, with its latest end time', async () => {
    const later = { ...record, endTime: '2026-11-23T10:11:05.000Z', timeSpent: '01:11:05' };
    for (const sent of [record, later, record]) expect((await saveTime(ctx(), sent)).statusCode).toBe(200);
    const rows = await ctx().database.db.selectFrom('spent_time').selectAll().execute();
    expect(rows).toMatchObject([{ start_time: record.startTime, end_time: later.endTime, time_spent: '01:11:05' }]);
  });

  it('limits session times per address, and the limit ends with its window', async () => {
    const session = (n: number) => ({ ...record, startTime: new Date(Date.parse(record.startTime) + n * 1000).toISOString(), timeSpent: '01:01:05' });
    const sessionAt = (n: number) => ({ ...session(n), endTime: new Date(Date.parse(record.endTime) + n * 1000).toISOString() });
    for (let n = 0; n < SESSION_TIMES_PER_ADDRESS.max; n++) expect((await saveTime(ctx(), sessionAt(n), OWN_PAGE, '198.51.100.7')).statusCode).toBe(200);
    const refused = await saveTime(ctx(), sessionAt(1000), OWN_PAGE, '198.51.100.7');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().Error).toMatch(/^Too many requests\. Please try again in \d+ minutes$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await saveTime(ctx(), sessionAt(1001), OWN_PAGE, '198.51.100.8')).statusCode).toBe(200);
    expect(await ctx().database.db.selectFrom('spent_time').select('id').execute()).toHaveLength(SESSION_TIMES_PER_ADDRESS.max + 1);
    ctx().clock.advance(3600_000);
    expect((await saveTime(ctx(), sessionAt(1002), OWN_PAGE, '198.51.100.7')).statusCode).toBe(200);
  });
});

describeEachDatabase(
  'the ceiling on anonymous rows',
  (ctx) => {
    it('stores at most ANONYMOUS_WRITES_PER_HOUR of each kind from all addresses together', async () => {
      for (const address of ['203.0.113.1', '203.0.113.2', '203.0.113.3']) {
        expect((await saveTime(ctx(), { ...record, userId: address }, OWN_PAGE, address)).statusCode).toBe(200);
        expect((await push(ctx(), `token-${address}`, address)).statusCode).toBe(200);
      }
      expect((await saveTime(ctx(), { ...record, userId: '203.0.113.4' }, OWN_PAGE, '203.0.113.4')).statusCode).toBe(429);
      expect((await push(ctx(), 'token-4', '203.0.113.4')).statusCode).toBe(429);
      expect(await ctx().database.db.selectFrom('spent_time').select('id').execute()).toHaveLength(3);
      expect(await ctx().database.db.selectFrom('push_subscription').select('id').execute()).toHaveLength(3);
    });
  },
  { env: { ANONYMOUS_WRITES_PER_HOUR: '3' } },
);
