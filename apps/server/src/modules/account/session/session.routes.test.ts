import { expect, it } from 'vitest';
import { TOKEN_LIFETIME_MS } from '../../plugins/auth.ts';
import { describeEachDatabase } from '../../../test/helper.ts';
import { bearer, lastCode, loginToken, messagesTo, post, registerUser, signUpBody, smsOutbox, STRONG_PASSWORD } from '../../../test/account-support.ts';
import { LOGIN_MAX_FAILURES_PER_HOUR } from './account.limits.ts';

const outbox = smsOutbox();
const MOBILE = '9876543210';

describeEachDatabase(
  'sign-up, login and sessions',
  (ctx) => {
    it('answers the sign-up template with the fields the form fills by name', async () => {
      const response = await ctx().call({ method: 'GET', url: '/lom/registration/user' });
      expect(response.statusCode).toBe(200);
      const fields = response.json().formRecord as { name: string; value: string }[];
      expect(fields.map((f) => f.name)).toEqual(['first_name', 'last_name', 'contact_number', 'email_id', 'password', 'type', 'application']);
      expect(fields.find((f) => f.name === 'type')?.value).toBe('noClient');
    });

    it.each([
      [{ contact_number: '98765' }, 'Please enter valid Mobile No.'],
      [{ password: 'abc' }, 'Password should be strong'],
      [{ password: '' }, 'Password should be strong'],
      [{ first_name: '' }, 'Firstname cannot be empty'],
      [{ first_name: 'As' }, 'Firstname should be at least 3 characters'],
      [{ last_name: ' ' }, 'Lastname cannot be empty'],
      [{ email_id: 'not-an-email' }, 'Enter valid email'],
      [{ password: 'password1' }, 'This password is too common. Please choose another one'],
      [{ password: `Ab1@${'ü'.repeat(61)}` }, 'Password should be at most 64 characters'],
      [{ contact_number: '98765', password: 'abc', first_name: '' }, 'Please enter valid Mobile No.'],
      [{ password: 'abc', first_name: '' }, 'Password should be strong'],
      [{ type: 'admin' }, 'The user type must be noClient'],
      [{ application: 'other' }, 'Unknown application'],
    ])('refuses the sign-up %j with its message', async (overrides, message) => {
      const response = await post(ctx(), '/lom/create/externalrecord/user', signUpBody(MOBILE, overrides));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ Error: message });
      expect(messagesTo(outbox.file, MOBILE)).toEqual([]);
    });

    it('refuses an unknown field and a body that is not a template', async () => {
      const unknown = await post(ctx(), '/lom/create/externalrecord/user', { formRecord: [{ name: 'role', value: 'admin' }] });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json()).toEqual({ Error: 'Unknown field "role"' });
      const malformed = await post(ctx(), '/lom/create/externalrecord/user', { formRecord: 'x' });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().Error).toEqual(expect.any(String));
    });

    it('accepts a 64-character Unicode password and a name given as name', async () => {
      const password = `Ab1@${'ü'.repeat(60)}`;
      const body = signUpBody('9000000064', { password });
      body.formRecord = body.formRecord.map((f) => (f.name === 'first_name' ? { name: 'name', value: 'Asha' } : f));
      await registerUser(ctx(), outbox.file, '9000000064', password);
      expect(await loginToken(ctx(), '9000000064', password)).toEqual(expect.any(String));
    });

    it('signs up a visitor of type noClient, verifies the code and then logs in', async () => {
      await registerUser(ctx(), outbox.file, MOBILE);
      const user = await ctx().database.db.selectFrom('app_user').selectAll().executeTakeFirstOrThrow();
      expect(user).toMatchObject({ user_name: MOBILE, type: 'noClient', role: 'visitor', first_name: 'Asha' });
      expect(user.password_hash).toMatch(/^\$argon2id\$/);
      expect(user.verified).not.toBeNull();
      const login = await post(ctx(), '/authenticate', { username: MOBILE, password: STRONG_PASSWORD, application: 'wiy' });
      expect(login.json()).toEqual({ authenticated: true, token: expect.any(String), passwordReset: false });
    });

    it('answers isUserPresent for a registered number and sends no code', async () => {
      await registerUser(ctx(), outbox.file, MOBILE);
      const before = messagesTo(outbox.file, MOBILE).length;
      ctx().clock.advance(60_000);
      const again = await post(ctx(), '/lom/create/externalrecord/user', signUpBody(MOBILE));
      expect(again.json()).toEqual({ isUserPresent: true });
      expect(messagesTo(outbox.file, MOBILE).length).toBe(before);
    });

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

    it('lets a sign-up that was never verified start again with new details', async () => {
      await post(ctx(), '/lom/create/externalrecord/user', signUpBody(MOBILE, { first_name: 'Old' }));
      ctx().clock.advance(60_000);
      await post(ctx(), '/lom/create/externalrecord/user', signUpBody(MOBILE, { first_name: 'Newer' }));
      const verified = await post(ctx(), '/lom/set/mobile/matchOtp/external', { mobile: MOBILE, otp: lastCode(outbox.file, MOBILE) });
      expect(verified.json()).toEqual({ success: true, Message: 'Registration successful! Please login to continue' });
      expect((await ctx().database.db.selectFrom('app_user').select('first_name').executeTakeFirstOrThrow()).first_name).toBe('Newer');
    });
  },
  { env: outbox.env },
);
