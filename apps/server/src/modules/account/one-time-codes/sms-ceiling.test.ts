import { afterEach, expect, it, vi } from 'vitest';
import { describeEachDatabase, type TestContext } from '../../../../test/helper.ts';
import { messagesTo, signUpBody, smsOutbox } from '../../../../test/account-support.ts';
import { OTP_RANGE_FACTOR, SMS_CEILING_WARNING_INTERVAL_MS } from '../account.limits.ts';

const outbox = smsOutbox();
const CEILING = 5;
const TOKEN = 'a-scraper-token';
const REFUSED = /^Too many OTPs are being sent right now\. Please try again in /;

const signUp = (ctx: TestContext, mobile: string, ip: string) =>
  ctx.call({ method: 'POST', url: '/lom/create/externalrecord/user', payload: signUpBody(mobile), remoteAddress: ip });
const resend = (ctx: TestContext, mobile: string, ip: string) =>
  ctx.call({ method: 'POST', url: '/lom/set/resend/otp/external', payload: { mobile, application: 'wiy' }, remoteAddress: ip });
const forgot = (ctx: TestContext, mobile: string, ip: string) =>
  ctx.call({ method: 'POST', url: '/lom/set/forgetpassword', payload: { user_name: mobile, application: 'wiy' }, remoteAddress: ip });

/** A number and an address of their own for the `n`th caller: no per-number or per-address limit is near. */
const number = (n: number) => String(9_100_000_000 + n);
const address = (n: number) => `203.0.113.${n}`;

describeEachDatabase(
  'the SMS ceiling',
  (ctx) => {
    it('refuses codes past SMS_PER_HOUR from ever new numbers and addresses, until the hour frees one', async () => {
      for (let n = 0; n < CEILING; n++) {
        expect((await signUp(ctx(), number(n), address(n))).statusCode).toBe(200);
        ctx().clock.advance(60_000);
      }
      const refused = await signUp(ctx(), number(CEILING), address(CEILING));
      expect(refused.statusCode).toBe(429);
      // The first code leaves the hour 55 minutes from now.
      expect(refused.headers['retry-after']).toBe(String(55 * 60));
      expect(refused.json()).toEqual({ Error: 'Too many OTPs are being sent right now. Please try again in 55 minutes' });
      expect(messagesTo(outbox.file, number(CEILING))).toEqual([]);
      ctx().clock.advance(55 * 60_000);
      expect((await signUp(ctx(), number(CEILING), address(CEILING))).statusCode).toBe(200);
      expect(messagesTo(outbox.file, number(CEILING))).toHaveLength(1);
    });

    it('answers 429 with Retry-After and the error on sign-up, resend and forgot-password once the ceiling is reached', async () => {
      expect((await signUp(ctx(), number(0), address(0))).statusCode).toBe(200);
      // A reset code for an unknown number is never sent, but counts as any other: the ceiling must not tell them apart.
      for (let n = 1; n < CEILING; n++) expect((await forgot(ctx(), number(n), address(n))).statusCode).toBe(200);
      ctx().clock.advance(60_000);
      for (const refused of [
        await signUp(ctx(), number(10), address(10)),
        await resend(ctx(), number(0), address(11)),
        await forgot(ctx(), number(12), address(12)),
      ]) {
        expect(refused.statusCode).toBe(429);
        expect(refused.headers['retry-after']).toBe(String(59 * 60));
        expect(refused.json()).toEqual({ Error: expect.stringMatching(REFUSED) });
      }
      expect(messagesTo(outbox.file, number(0))).toHaveLength(1);
    });
  },
  { env: { ...outbox.env, SMS_PER_HOUR: String(CEILING) } },
);

describeEachDatabase(
  'what the operator sees of the SMS ceiling',
  (ctx) => {
    afterEach(() => vi.restoreAllMocks());

    it('counts every refusal in /metrics, and warns in the log once in 10 minutes, not once a refusal', async () => {
      const refusals = async () => {
        const text = (await ctx().app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })).body;
        return Number(/^wiy_sms_ceiling_refusals_total (\S+)$/m.exec(text)?.[1]);
      };
      const warn = vi.spyOn(ctx().app.log, 'warn');
      const warnings = () => warn.mock.calls.filter(([, message]) => String(message).startsWith('SMS_PER_HOUR reached'));
      const before = await refusals();
      for (let n = 0; n < CEILING; n++) expect((await forgot(ctx(), number(n), address(n))).statusCode).toBe(200);
      expect(warnings()).toEqual([]);
      for (let n = CEILING; n < CEILING + 3; n++) expect((await forgot(ctx(), number(n), address(n))).statusCode).toBe(429);
      expect(warnings()).toEqual([[{ smsPerHour: CEILING, freesOneInSeconds: 3600, repeatsAfterMs: SMS_CEILING_WARNING_INTERVAL_MS }, expect.any(String)]]);
      ctx().clock.advance(SMS_CEILING_WARNING_INTERVAL_MS - 1000);
      expect((await forgot(ctx(), number(20), address(20))).statusCode).toBe(429);
      expect(warnings()).toHaveLength(1);
      ctx().clock.advance(1000);
      expect((await forgot(ctx(), number(21), address(21))).statusCode).toBe(429);
      expect(warnings()).toHaveLength(2);
      expect((await refusals()) - before).toBe(5);
    });
  },
  { env: { ...outbox.env, SMS_PER_HOUR: String(CEILING), METRICS_TOKEN: TOKEN } },
);

describeEachDatabase(
  'code requests counted by IPv6 network',
  (ctx) => {
    it('counts an IPv6 address by its /64, and its /48 up to three times what one address may ask for', async () => {
      let n = 0;
      for (let host = 1; host <= ctx().config.otpMaxPerIpHour; host++) expect((await forgot(ctx(), number(n++), `2001:db8:1:1::${host}`)).statusCode).toBe(200);
      const sameNetwork = await forgot(ctx(), number(n++), '2001:db8:1:1:ffff::1');
      expect(sameNetwork.statusCode).toBe(429);
      expect(sameNetwork.json().Error).toMatch(/^Too many OTP requests/);

      const perRange = ctx().config.otpMaxPerIpHour * OTP_RANGE_FACTOR;
      for (let network = 2; n <= perRange; network++) expect((await forgot(ctx(), number(n++), `2001:db8:1:${network.toString(16)}::1`)).statusCode).toBe(200);
      const sameRange = await forgot(ctx(), number(n++), '2001:db8:1:ffff::1');
      expect(sameRange.statusCode).toBe(429);
      expect(sameRange.json().Error).toMatch(/^Too many OTP requests/);
      expect(Number(sameRange.headers['retry-after'])).toBeGreaterThan(0);
      expect((await forgot(ctx(), number(n++), '2001:db8:2::1')).statusCode).toBe(200);
    });
  },
  { env: outbox.env },
);
