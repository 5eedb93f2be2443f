import { afterEach, expect, it, vi } from 'vitest';
import { describeEachDatabase, type TestContext } from '../../../test/helper.ts';
import { lastCode, loginToken, otherCode, post, registerUser, signUpBody, smsOutbox, STRONG_PASSWORD } from '../../../test/account-support.ts';
import { PasswordHasher } from '../../lib/password-hash.ts';
import { PRIVATE_CACHE_CONTROL } from '../../plugins/public-cache/public-cache.ts';
import { CODE_CALLS_PER_ADDRESS, PASSWORD_CHECKS_PER_ADDRESS, SIGN_UPS_PER_ADDRESS } from './account.limits.ts';

const outbox = smsOutbox();
const KNOWN = '9811111111';
const UNKNOWN = '9822222222';

const login = (ctx: TestContext, username: string, remoteAddress = '127.0.0.1') =>
  ctx.call({ method: 'POST', url: '/authenticate', payload: { username, password: 'Wrong$Pass1', application: 'wiy' }, remoteAddress });

/** An answer without the parts that differ by the moment it was made, and the id every request is given. */
const comparable = (response: { statusCode: number; headers: Record<string, unknown>; body: string }) => {
  const { date: _date, 'x-ratelimit-reset': _reset, 'x-request-id': _id, ...headers } = response.headers;
  return { status: response.statusCode, headers, body: response.body };
};

describeEachDatabase(
  'per-address limits, password hashing and what tells a number apart',
  (ctx) => {
    afterEach(() => vi.restoreAllMocks());

    it('refuses a flood of logins on ever new numbers from one address, with Retry-After, before any hash', async () => {
      const verify = vi.spyOn(PasswordHasher.prototype, 'verify');
      for (let n = 0; n < PASSWORD_CHECKS_PER_ADDRESS.max; n++) expect((await login(ctx(), String(9_700_000_000 + n), '198.51.100.20')).statusCode).toBe(401);
      const calls = verify.mock.calls.length;
      const refused = await login(ctx(), '9799999999', '198.51.100.20');
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({
        authenticated: false,
        error: expect.stringMatching(/^Too many requests/),
        Error: expect.stringMatching(/^Too many requests/),
      });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(verify.mock.calls.length).toBe(calls);
      expect((await login(ctx(), '9799999999', '198.51.100.21')).statusCode).toBe(401);
    });

    it('answers an unknown number by waiting as long as a check takes, without checking a password', async () => {
      await registerUser(ctx(), outbox.file, KNOWN);
      await loginToken(ctx(), KNOWN);
      const verify = vi.spyOn(PasswordHasher.prototype, 'verify');
      const imitate = vi.spyOn(PasswordHasher.prototype, 'imitateVerify');
      expect((await login(ctx(), UNKNOWN)).statusCode).toBe(401);
      expect(imitate).toHaveBeenCalledTimes(1);
      expect(verify).not.toHaveBeenCalled();
      expect((await login(ctx(), KNOWN)).statusCode).toBe(401);
      expect(verify).toHaveBeenCalledTimes(1);
    });

    it('limits sign-ups, and so isUserPresent, to 10 a minute per address', async () => {
      await registerUser(ctx(), outbox.file, KNOWN);
      const signUp = (address: string) =>
        ctx().call({ method: 'POST', url: '/lom/create/externalrecord/user', payload: signUpBody(KNOWN), remoteAddress: address });
      for (let n = 0; n < SIGN_UPS_PER_ADDRESS.max; n++) expect((await signUp('198.51.100.30')).json()).toEqual({ isUserPresent: true });
      expect((await signUp('198.51.100.30')).statusCode).toBe(429);
      ctx().clock.advance(SIGN_UPS_PER_ADDRESS.windowMs);
      expect((await signUp('198.51.100.30')).json()).toEqual({ isUserPresent: true });
    });

    it('refuses a sign-up that its code limits would refuse before hashing its password', async () => {
      const address = '198.51.100.50';
      for (let n = 0; n < ctx().config.otpMaxPerIpHour; n++) {
        const payload = { user_name: String(9_600_000_000 + n), application: 'wiy' };
        expect((await ctx().call({ method: 'POST', url: '/lom/set/forgetpassword', payload, remoteAddress: address })).statusCode).toBe(200);
      }
      const hash = vi.spyOn(PasswordHasher.prototype, 'hash');
      const again = await ctx().call({ method: 'POST', url: '/lom/create/externalrecord/user', payload: signUpBody(UNKNOWN), remoteAddress: address });
      expect(again.statusCode).toBe(429);
      expect(again.json().Error).toMatch(/^Too many OTP requests/);
      expect(again.headers['retry-after']).toBeDefined();
      expect(hash).not.toHaveBeenCalled();
    });

    it('hashes no new password without a live reset grant', async () => {
      await registerUser(ctx(), outbox.file, KNOWN);
      const hash = vi.spyOn(PasswordHasher.prototype, 'hash');
      const response = await post(ctx(), '/lom/set/createnewpassword', {
        user_name: KNOWN,
        password: STRONG_PASSWORD,
        reset_token: 'made-up',
        application: 'wiy',
      });
      expect(response.statusCode).toBe(400);
      expect(hash).not.toHaveBeenCalled();
    });

    it('limits the one-time-code calls per address', async () => {
      const check = (address: string) =>
        ctx().call({ method: 'POST', url: '/lom/set/matchOtp', payload: { user_name: UNKNOWN, otp: '1234', application: 'wiy' }, remoteAddress: address });
      for (let n = 0; n < CODE_CALLS_PER_ADDRESS.max; n++) expect((await check('198.51.100.40')).statusCode).toBe(400);
      expect((await check('198.51.100.40')).statusCode).toBe(429);
      expect((await check('198.51.100.41')).statusCode).toBe(400);
    });

    it('answers every reset step alike for a registered and an unknown number', async () => {
      await registerUser(ctx(), outbox.file, KNOWN);
      ctx().clock.advance(60_000);
      const step = (url: string, body: object) => post(ctx(), url, { application: 'wiy', ...body });
      const forgot = await Promise.all([KNOWN, UNKNOWN].map((user_name) => step('/lom/set/forgetpassword', { user_name, resend_otp: 'false' })));
      expect(comparable(forgot[0]!)).toEqual(comparable(forgot[1]!));
      const wrong = otherCode(lastCode(outbox.file, KNOWN));
      for (let attempt = 0; attempt < 3; attempt++) {
        const checks = await Promise.all([KNOWN, UNKNOWN].map((user_name) => step('/lom/set/matchOtp', { user_name, otp: wrong })));
        expect(comparable(checks[0]!)).toEqual(comparable(checks[1]!));
        expect(checks[0]!.statusCode).toBe(400);
      }
      const sets = await Promise.all(
        [KNOWN, UNKNOWN].map((user_name) => step('/lom/set/createnewpassword', { user_name, password: STRONG_PASSWORD, reset_token: 'made-up' })),
      );
      expect(comparable(sets[0]!)).toEqual(comparable(sets[1]!));
    });

    it('marks every account answer not to be stored by any cache', async () => {
      await registerUser(ctx(), outbox.file, KNOWN);
      const logged = await post(ctx(), '/authenticate', { username: KNOWN, password: STRONG_PASSWORD, application: 'wiy' });
      expect(logged.headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);
      const verified = await ctx().call({ method: 'GET', url: '/verify', headers: { authorization: `Bearer ${logged.json().token}` } });
      expect(verified.headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);
      expect((await login(ctx(), UNKNOWN)).headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);
    });
  },
  { env: outbox.env },
);
