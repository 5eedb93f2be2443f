import { expect, it } from 'vitest';
import { TOKEN_LIFETIME_MS } from '../../../plugins/auth.ts';
import { describeEachDatabase } from '../../../../test/helper.ts';
import { bearer, loginToken, post, registerUser, signUpBody, smsOutbox, STRONG_PASSWORD } from '../../../../test/account-support.ts';
import { LOGIN_MAX_FAILURES_PER_HOUR } from '../account.limits.ts';

const outbox = smsOutbox();
const MOBILE = '9876543210';

describeEachDatabase(
  'login and sessions',
  (ctx) => {
    it('refuses a login before the sign-up code is verified, even with the right password', async () => {
      await post(ctx(), '/lom/create/externalrecord/user', signUpBody(MOBILE));
      const response = await post(ctx(), '/authenticate', { username: MOBILE, password: STRONG_PASSWORD });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ authenticated: false, error: expect.stringContaining('verify') });
    });

    it('answers a wrong password and an unknown number alike', async () => {
      await registerUser(ctx(), outbox.file, MOBILE);
      const wrong = await post(ctx(), '/authenticate', { username: MOBILE, password: 'Wrong$Pass1' });
      const unknown = await post(ctx(), '/authenticate', { username: '9111111111', password: 'Wrong$Pass1' });
      for (const response of [wrong, unknown]) {
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({ authenticated: false, error: 'Invalid mobile number or password', Error: 'Invalid mobile number or password' });
      }
    });

    it('refuses a blank login with the blank message', async () => {
      const response = await post(ctx(), '/authenticate', { username: '', password: '' });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe('Fields should not be blank');
    });

    it('delays logins after 5 failures, doubling, and lets the right password in once the delay has passed', async () => {
      await registerUser(ctx(), outbox.file, MOBILE);
      const attempt = (password = 'Wrong$Pass1') => post(ctx(), '/authenticate', { username: MOBILE, password });
      for (let i = 0; i < 5; i += 1) expect((await attempt()).statusCode).toBe(401);
      const refused = await attempt(STRONG_PASSWORD);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error).toBe('Too many failed attempts. Please try again in 1 second');
      ctx().clock.advance(1_000);
      expect((await attempt()).statusCode).toBe(401);
      expect((await attempt()).json().error).toBe('Too many failed attempts. Please try again in 2 seconds');
      ctx().clock.advance(2_000);
      expect((await attempt(STRONG_PASSWORD)).statusCode).toBe(200);
      expect((await attempt()).statusCode).toBe(401);
    });

    it('never lets more than 100 failures an hour reach one account', async () => {
      await registerUser(ctx(), outbox.file, MOBILE);
      let failures = 0;
      for (let second = 0; second < 3600; second += 30) {
        const response = await post(ctx(), '/authenticate', { username: MOBILE, password: 'Wrong$Pass1' });
        if (response.statusCode === 401) failures += 1;
        ctx().clock.advance(30_000);
      }
      expect(failures).toBeLessThanOrEqual(LOGIN_MAX_FAILURES_PER_HOUR);
      expect(failures).toBeGreaterThan(90);
    });

    it('answers verified for a fresh token and refereshed with a new one in its last quarter', async () => {
      await registerUser(ctx(), outbox.file, MOBILE);
      const token = await loginToken(ctx(), MOBILE);
      const fresh = await ctx().call({ method: 'GET', url: '/verify', headers: bearer(token) });
      expect(fresh.json()).toEqual([{ response: 'verified' }, { token: null }, { type: 'noClient' }, { name: 'Asha' }, { userId: expect.any(String) }]);
      ctx().clock.advance(TOKEN_LIFETIME_MS * 0.8);
      const late = (await ctx().call({ method: 'GET', url: '/verify', headers: bearer(token) })).json();
      expect(late[0]).toEqual({ response: 'refereshed' });
      expect(late[1].token).toEqual(expect.any(String));
      ctx().clock.advance(TOKEN_LIFETIME_MS * 0.5);
      expect((await ctx().call({ method: 'GET', url: '/verify', headers: bearer(token) })).statusCode).toBe(401);
      expect((await ctx().call({ method: 'GET', url: '/verify', headers: bearer(late[1].token) })).json()[0]).toEqual({ response: 'verified' });
    });

    it.each([
      ['no token', {}],
      ['a malformed token', bearer('abc.def.ghi')],
      ['a token signed elsewhere', bearer('eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4Iiwic2lkIjoieSJ9.c2lnbmF0dXJl')],
    ])('answers 401 to verify with %s', async (_what, headers) => {
      const response = await ctx().call({ method: 'GET', url: '/verify', headers });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ Error: expect.any(String) });
    });

    it('answers not_verified after logout and refuses the token on protected calls', async () => {
      await registerUser(ctx(), outbox.file, MOBILE);
      const token = await loginToken(ctx(), MOBILE);
      const other = await loginToken(ctx(), MOBILE);
      expect((await post(ctx(), '/lom/logout', {}, bearer(token))).json()).toEqual({ Message: 'Logged out' });
      expect((await ctx().call({ method: 'GET', url: '/verify', headers: bearer(token) })).json()[0]).toEqual({ response: 'not_verified' });
      expect((await ctx().call({ method: 'GET', url: '/lom/check/deletestatus', headers: bearer(token) })).statusCode).toBe(401);
      expect((await post(ctx(), '/lom/logout', {}, bearer(token))).statusCode).toBe(401);
      expect((await ctx().call({ method: 'GET', url: '/verify', headers: bearer(other) })).json()[0]).toEqual({ response: 'verified' });
    });

    it('answers fail when the user behind a token is gone', async () => {
      await registerUser(ctx(), outbox.file, MOBILE);
      const token = await loginToken(ctx(), MOBILE);
      await ctx().database.db.deleteFrom('app_user').execute();
      expect((await ctx().call({ method: 'GET', url: '/verify', headers: bearer(token) })).json()[0]).toEqual({ response: 'fail' });
    });

    it('answers the caller IP address', async () => {
      const response = await ctx().call({ method: 'GET', url: '/lom/save/user/ipaddress', remoteAddress: '203.0.113.9' });
      expect(response.json()).toEqual({ ip: '203.0.113.9' });
    });
  },
  { env: outbox.env },
);
