import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../../../test/helper.ts';
import { bearer, loginToken, post, registerUser, runAccountMaintenance, smsOutbox, STRONG_PASSWORD } from '../../../../test/account-support.ts';
import { DELETION_GRACE_MS } from '../account.limits.ts';

const outbox = smsOutbox();
const MOBILE = '9797979797';
const DESCRIPTION = 'I am moving to another service and would like all of my personal data removed from this one, thank you.';

describeEachDatabase(
  'account deletion',
  (ctx) => {
    const status = (token: string) => ctx().call({ method: 'GET', url: '/lom/check/deletestatus', headers: bearer(token) });
    const remove = (token: string, body: Record<string, unknown>) => post(ctx(), '/lom/delete/account', body, bearer(token));
    const maintenance = () => runAccountMaintenance(ctx());

    it('records the request, answers Requested and ends every session', async () => {
      await registerUser(ctx(), outbox.file, MOBILE);
      const token = await loginToken(ctx(), MOBILE);
      const other = await loginToken(ctx(), MOBILE);
      expect((await status(token)).json()).toEqual({ Message: 'Not Requested' });
      const response = await remove(token, { password: STRONG_PASSWORD, reason: 'privacy_concerns', description: DESCRIPTION });
      expect(response.json()).toEqual({ Success: 'Your account deletion request has been received' });
      for (const t of [token, other]) {
        expect((await status(t)).statusCode).toBe(401);
        expect((await ctx().call({ method: 'GET', url: '/verify', headers: bearer(t) })).json()[0]).toEqual({ response: 'not_verified' });
      }
      expect((await status(await loginToken(ctx(), MOBILE))).json()).toEqual({ Message: 'Requested' });
    });

    it('refuses a wrong password and keeps the account', async () => {
      await registerUser(ctx(), outbox.file, MOBILE);
      const token = await loginToken(ctx(), MOBILE);
      const response = await remove(token, { password: 'Wrong$Pass1', reason: 'no_longer_needed', description: DESCRIPTION });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ Error: 'Password is incorrect' });
      expect((await status(token)).json()).toEqual({ Message: 'Not Requested' });
    });

    it.each([
      [{ description: 'x'.repeat(99) }, 'Description should be at least 100 characters'],
      [{ password: '' }, 'Password is required'],
    ])('refuses %j with its message', async (change, message) => {
      await registerUser(ctx(), outbox.file, MOBILE);
      const token = await loginToken(ctx(), MOBILE);
      const response = await remove(token, { password: STRONG_PASSWORD, reason: 'no_longer_needed', description: DESCRIPTION, ...change });
      expect(response.json()).toEqual({ Error: message });
    });

    it('refuses an unknown reason and a call without a token', async () => {
      await registerUser(ctx(), outbox.file, MOBILE);
      const token = await loginToken(ctx(), MOBILE);
      expect((await remove(token, { password: STRONG_PASSWORD, reason: 'bored', description: DESCRIPTION })).statusCode).toBe(400);
      expect((await post(ctx(), '/lom/delete/account', { password: STRONG_PASSWORD, reason: 'no_longer_needed', description: DESCRIPTION })).statusCode).toBe(
        401,
      );
      expect((await ctx().call({ method: 'GET', url: '/lom/check/deletestatus' })).statusCode).toBe(401);
    });

    it('asks an anonymous caller to sign in before it looks at the body', async () => {
      const response = await post(ctx(), '/lom/delete/account', {});
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ Error: expect.any(String) });
    });

    it('removes the account and its personal data after the grace period, keeping reason and description', async () => {
      await registerUser(ctx(), outbox.file, MOBILE);
      const token = await loginToken(ctx(), MOBILE);
      await remove(token, { password: STRONG_PASSWORD, reason: 'privacy_concerns', description: DESCRIPTION });
      ctx().clock.advance(DELETION_GRACE_MS - 1000);
      expect(await maintenance()).toBe(0);
      expect(await ctx().database.db.selectFrom('app_user').select('id').execute()).toHaveLength(1);
      ctx().clock.advance(1000);
      expect(await maintenance()).toBe(1);
      const db = ctx().database.db;
      expect(await db.selectFrom('app_user').select('id').execute()).toEqual([]);
      expect(await db.selectFrom('user_session').select('id').execute()).toEqual([]);
      expect(await db.selectFrom('otp_code').select('id').where('mobile', '=', MOBILE).execute()).toEqual([]);
      const request = await db.selectFrom('deletion_request').selectAll().executeTakeFirstOrThrow();
      expect(request).toMatchObject({ reason: 'privacy_concerns', description: DESCRIPTION, user_id: null, user_name: '' });
      expect(request.completed).not.toBeNull();
      expect((await post(ctx(), '/authenticate', { username: MOBILE, password: STRONG_PASSWORD })).statusCode).toBe(401);
    });
  },
  { env: outbox.env },
);
