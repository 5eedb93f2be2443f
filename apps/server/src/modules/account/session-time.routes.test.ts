import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../../test/helper.ts';
import { post } from '../../../test/account-support.ts';

const record = { userId: '203.0.113.9', startTime: '2026-11-23T09:00:00.000Z', endTime: '2026-11-23T10:01:05.000Z', timeSpent: '01:01:05' };

describeEachDatabase('session time, IP address and push subscriptions', (ctx) => {
  it('answers the caller IP address', async () => {
    const response = await ctx().call({ method: 'GET', url: '/lom/save/user/ipaddress', remoteAddress: '203.0.113.9' });
    expect(response.json()).toEqual({ ip: '203.0.113.9' });
  });

  it('saves a session-time record sent as JSON with the Application header', async () => {
    expect((await post(ctx(), '/lom/save/spent/time', record)).statusCode).toBe(200);
    const row = await ctx().database.db.selectFrom('spent_time').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ user_id: '203.0.113.9', time_spent: '01:01:05', start_time: record.startTime, end_time: record.endTime });
  });

  it('saves a beacon: text/plain JSON with the app code in the query string', async () => {
    const response = await ctx().app.inject({
      method: 'POST',
      url: '/lom/save/spent/time?application=wiy',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      payload: JSON.stringify(record),
    });
    expect(response.statusCode).toBe(200);
    expect(await ctx().database.db.selectFrom('spent_time').select('id').execute()).toHaveLength(1);
  });

  it('refuses a beacon without the app code, and one that is not JSON', async () => {
    const bare = await ctx().app.inject({ method: 'POST', url: '/lom/save/spent/time', headers: { 'content-type': 'text/plain' }, payload: JSON.stringify(record) });
    expect(bare.statusCode).toBe(400);
    const garbled = await ctx().app.inject({ method: 'POST', url: '/lom/save/spent/time?application=wiy', headers: { 'content-type': 'text/plain' }, payload: '{nope' });
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
    const response = await post(ctx(), '/lom/save/spent/time', { ...record, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ Error: message });
  });

  it('subscribes a push token to the product topic once', async () => {
    const body = { recipientToken: 'device-token-1', topic: 'wiy', application_name: 'wiy' };
    expect((await post(ctx(), '/firebase/subscribe', body)).json()).toEqual({ success: true });
    expect((await post(ctx(), '/firebase/subscribe', body)).json()).toEqual({ success: true });
    expect(await ctx().database.db.selectFrom('push_subscription').selectAll().execute()).toMatchObject([{ recipient_token: 'device-token-1', topic: 'wiy' }]);
  });

  it.each([
    [{ topic: 'news' }, 'Unknown topic: the topic is wiy'],
    [{ application_name: 'other' }, 'Unknown application_name'],
  ])('refuses the subscription %j', async (change, message) => {
    const response = await post(ctx(), '/firebase/subscribe', { recipientToken: 't', topic: 'wiy', application_name: 'wiy', ...change });
    expect(response.json()).toEqual({ Error: message });
  });

  it('refuses an empty push token', async () => {
    expect((await post(ctx(), '/firebase/subscribe', { recipientToken: '', topic: 'wiy', application_name: 'wiy' })).statusCode).toBe(400);
  });
});
