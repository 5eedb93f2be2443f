import { expect, it } from 'vitest';
import { PUSH_TOKEN_MAX_LENGTH } from '@wiy/shared/account.schema';
import { describeEachDatabase, type TestContext } from '../../../../test/helper.ts';
import { post } from '../../../../test/account-support.ts';
import { PUSH_SUBSCRIPTIONS_PER_ADDRESS } from '../account.limits.ts';

const push = (ctx: TestContext, token: string, remoteAddress = '127.0.0.1') =>
  ctx.call({ method: 'POST', url: '/firebase/subscribe', payload: { recipientToken: token, topic: 'wiy', application_name: 'wiy' }, remoteAddress });

describeEachDatabase('push subscriptions', (ctx) => {
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

  it('refuses an empty push token and one longer than any real one', async () => {
    expect((await push(ctx(), '')).statusCode).toBe(400);
    expect((await push(ctx(), 'x'.repeat(PUSH_TOKEN_MAX_LENGTH + 1))).statusCode).toBe(400);
    expect((await push(ctx(), 'x'.repeat(PUSH_TOKEN_MAX_LENGTH))).statusCode).toBe(200);
  });

  it('limits push subscriptions per address', async () => {
    for (let n = 0; n < PUSH_SUBSCRIPTIONS_PER_ADDRESS.max; n++) expect((await push(ctx(), `token-${n}`, '198.51.100.9')).statusCode).toBe(200);
    const refused = await push(ctx(), 'token-over', '198.51.100.9');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(await ctx().database.db.selectFrom('push_subscription').select('id').execute()).toHaveLength(PUSH_SUBSCRIPTIONS_PER_ADDRESS.max);
  });
});
