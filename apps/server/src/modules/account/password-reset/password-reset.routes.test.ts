import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../../../test/helper.ts';
import { bearer, lastCode, loginToken, post, registerUser, smsOutbox, STRONG_PASSWORD } from '../../../../test/account-support.ts';
import { RESET_GRANT_TTL_MS } from '../account.limits.ts';

const outbox = smsOutbox();
const MOBILE = '9898989898';
const NEW_PASSWORD = 'River#Stone-42';

describeEachDatabase(
  'password reset',
  (ctx) => {
    /** Registered, then a reset code asked for and verified: answers the reset token. */
    async function verifiedReset(): Promise<string> {
      await registerUser(ctx(), outbox.file, MOBILE);
      ctx().clock.advance(60_000);
      expect((await post(ctx(), '/lom/set/forgetpassword', { user_name: MOBILE, application: 'wiy', resend_otp: 'false' })).statusCode).toBe(200);
      const verified = await post(ctx(), '/lom/set/matchOtp', { user_name: MOBILE, application: 'wiy', otp: lastCode(outbox.file, MOBILE) });
      expect(verified.json()).toEqual({ success: true, Message: 'OTP verified', reset_token: expect.any(String) });
      return verified.json().reset_token;
    }
    const setPassword = (password: string, resetToken: string) =>
      post(ctx(), '/lom/set/createnewpassword', { user_name: MOBILE, password, reset_token: resetToken, application: 'wiy' });

    it('sets the new password after a verified code; the old one stops working', async () => {
      const resetToken = await verifiedReset();
      expect((await setPassword(NEW_PASSWORD, resetToken)).json()).toEqual({ Success: 'Password changed successfully' });
      expect((await post(ctx(), '/authenticate', { username: MOBILE, password: STRONG_PASSWORD })).statusCode).toBe(401);
      expect(await loginToken(ctx(), MOBILE, NEW_PASSWORD)).toEqual(expect.any(String));
    });

    it('ends every session of the account when the password changes', async () => {
      await registerUser(ctx(), outbox.file, MOBILE);
      const tokens = [await loginToken(ctx(), MOBILE), await loginToken(ctx(), MOBILE)];
      ctx().clock.advance(60_000);
      await post(ctx(), '/lom/set/forgetpassword', { user_name: MOBILE, application: 'wiy' });
      const resetToken = (await post(ctx(), '/lom/set/matchOtp', { user_name: MOBILE, otp: lastCode(outbox.file, MOBILE) })).json().reset_token;
      await setPassword(NEW_PASSWORD, resetToken);
      for (const token of tokens) {
        expect((await ctx().call({ method: 'GET', url: '/verify', headers: bearer(token) })).json()[0]).toEqual({ response: 'not_verified' });
        expect((await ctx().call({ method: 'GET', url: '/lom/check/deletestatus', headers: bearer(token) })).statusCode).toBe(401);
      }
    });

    it('refuses a reset without a verified code', async () => {
      await registerUser(ctx(), outbox.file, MOBILE);
      const response = await setPassword(NEW_PASSWORD, 'made-up-token');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ Error: 'Please verify the OTP before setting a new password' });
      expect((await post(ctx(), '/authenticate', { username: MOBILE, password: STRONG_PASSWORD })).statusCode).toBe(200);
    });

    it('refuses a second reset with the same grant, and a grant past 10 minutes', async () => {
      const resetToken = await verifiedReset();
      expect((await setPassword(NEW_PASSWORD, resetToken)).statusCode).toBe(200);
      expect((await setPassword('Other#Pass-99', resetToken)).statusCode).toBe(400);
      ctx().clock.advance(60_000);
      await post(ctx(), '/lom/set/forgetpassword', { user_name: MOBILE });
      const late = (await post(ctx(), '/lom/set/matchOtp', { user_name: MOBILE, otp: lastCode(outbox.file, MOBILE) })).json().reset_token;
      ctx().clock.advance(RESET_GRANT_TTL_MS);
      expect((await setPassword('Other#Pass-99', late)).json().Error).toBe('Please verify the OTP before setting a new password');
    });

    it.each([
      ['abc', 'Password should be strong'],
      ['', 'Password should be strong'],
      ['qwerty123', 'This password is too common. Please choose another one'],
      [`Ab1@${'ß'.repeat(61)}`, 'Password should be at most 64 characters'],
    ])('refuses the new password %j with its message and keeps the grant', async (password, message) => {
      const resetToken = await verifiedReset();
      const response = await setPassword(password, resetToken);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ Error: message });
      expect((await setPassword(NEW_PASSWORD, resetToken)).statusCode).toBe(200);
    });

    it('refuses a missing field with an Error, never a server error', async () => {
      const response = await post(ctx(), '/lom/set/createnewpassword', { user_name: MOBILE });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ Error: expect.any(String) });
      const login = await post(ctx(), '/authenticate', { password: 'x' });
      expect(login.statusCode).toBe(400);
      expect(login.json().Error).toEqual(expect.any(String));
    });
  },
  { env: outbox.env },
);
