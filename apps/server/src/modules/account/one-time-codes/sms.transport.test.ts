import { beforeEach, describe, expect, it } from 'vitest';
import { describeEachDatabase } from '../../../../test/helper.ts';
import { signUpBody } from '../../../../test/account-support.ts';
import { WebhookSmsTransport } from './sms.transport.ts';
import { standInServer } from '../../../../test/stand-in.ts';

/** A stand-in SMS gateway: answers each POST with the next planned status ('hang' never answers). */
const received: unknown[] = [];
let plan: (number | 'hang')[] = [];
const gateway = await standInServer((request, response) => {
  let text = '';
  request.on('data', (chunk) => (text += chunk));
  request.on('end', () => {
    received.push(JSON.parse(text));
    const next = plan.shift() ?? 200;
    if (next === 'hang') return;
    response.writeHead(next).end();
  });
});
const url = `${gateway}/sms`;
beforeEach(() => {
  received.length = 0;
  plan = [];
});

describe('WebhookSmsTransport', () => {
  const transport = new WebhookSmsTransport(url, { attempts: 3, timeoutMs: 200, backoffMs: 1 });

  it('posts the message as JSON', async () => {
    await transport.send({ to: '9876543210', text: 'hello' });
    expect(received).toEqual([{ to: '9876543210', text: 'hello' }]);
  });

  it('tries again after a 5xx and a timeout, and succeeds on the third try', async () => {
    plan = [503, 'hang', 200];
    await transport.send({ to: '9876543210', text: 'hello' });
    expect(received).toHaveLength(3);
  });

  it('gives up after 3 tries', async () => {
    plan = [500, 500, 500];
    await expect(transport.send({ to: '9876543210', text: 'hello' })).rejects.toThrow('SMS delivery failed');
    expect(received).toHaveLength(3);
  });

  it('does not try again when the gateway refuses the message with a 4xx', async () => {
    plan = [422];
    await expect(transport.send({ to: '9876543210', text: 'hello' })).rejects.toThrow('SMS delivery failed');
    expect(received).toHaveLength(1);
  });
});

describeEachDatabase(
  'a failed SMS',
  (ctx) => {
    it('is reported to the user and does not hold back the next try', async () => {
      plan = [500, 500, 500];
      const failed = await ctx().call({ method: 'POST', url: '/lom/create/externalrecord/user', payload: signUpBody('9876543210') });
      expect(failed.statusCode).toBe(503);
      expect(failed.json()).toEqual({ Error: 'We could not send the OTP. Please try again' });
      expect(await ctx().database.db.selectFrom('otp_code').select('id').execute()).toEqual([]);
      const retried = await ctx().call({ method: 'POST', url: '/lom/create/externalrecord/user', payload: signUpBody('9876543210') });
      expect(retried.statusCode).toBe(200);
      expect(received.at(-1)).toEqual({ to: '9876543210', text: expect.stringMatching(/^\d{4} is your wiy verification code/) });
    });
  },
  { env: { SMS_TRANSPORT: `webhook:${url}` } },
);
