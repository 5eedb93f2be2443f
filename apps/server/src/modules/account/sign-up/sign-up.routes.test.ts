import { messages } from '@wiy/shared/account-rules';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../../../test/helper.ts';
import { lastCode, loginToken, messagesTo, otherCode, post, registerUser, signUpBody, smsOutbox, STRONG_PASSWORD } from '../../../../test/account-support.ts';
import { OTP_TTL_MS } from '../account.limits.ts';

const outbox = smsOutbox();
const MOBILE = '9876543210';
const OTHER_PASSWORD = 'Other$Lamp-Rain8';

describeEachDatabase(
  'sign-up',
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

    it('keeps a pending sign-up as its owner left it: a second sign-up changes nothing and sends no code', async () => {
      const signUp = (password: string) => post(ctx(), '/lom/create/externalrecord/user', signUpBody(MOBILE, { password }));
      expect((await signUp(STRONG_PASSWORD)).json()).toEqual({ isUserPresent: false, Message: 'OTP sent to your mobile number' });
      const ownersCode = lastCode(outbox.file, MOBILE);
      ctx().clock.advance(60_000);
      const second = await signUp(OTHER_PASSWORD);
      expect(second.statusCode).toBe(200);
      expect(second.json()).toEqual({ isUserPresent: false, Message: messages.otpAlreadySent });
      expect(messagesTo(outbox.file, MOBILE)).toHaveLength(1);
      const verified = await post(ctx(), '/lom/set/mobile/matchOtp/external', { mobile: MOBILE, otp: ownersCode });
      expect(verified.statusCode).toBe(200);
      expect(await loginToken(ctx(), MOBILE, STRONG_PASSWORD)).toEqual(expect.any(String));
      expect((await post(ctx(), '/authenticate', { username: MOBILE, password: OTHER_PASSWORD, application: 'wiy' })).statusCode).toBe(401);
    });

    it('answers two sign-ups of one number at the same moment with one code, sent to its owner once', async () => {
      const answers = await Promise.all(
        [STRONG_PASSWORD, OTHER_PASSWORD].map((password) => post(ctx(), '/lom/create/externalrecord/user', signUpBody(MOBILE, { password }))),
      );
      expect(answers.map((a) => a.json().Message).sort()).toEqual([messages.otpAlreadySent, messages.otpSent]);
      expect(messagesTo(outbox.file, MOBILE)).toHaveLength(1);
    });

    it('keeps a pending sign-up whose code a stranger spent with wrong tries, until the code expires', async () => {
      await post(ctx(), '/lom/create/externalrecord/user', signUpBody(MOBILE, { first_name: 'Owner' }));
      const wrong = otherCode(lastCode(outbox.file, MOBILE));
      for (let i = 0; i < 3; i += 1) await post(ctx(), '/lom/set/mobile/matchOtp/external', { mobile: MOBILE, otp: wrong });
      ctx().clock.advance(60_000);
      const second = await post(ctx(), '/lom/create/externalrecord/user', signUpBody(MOBILE, { first_name: 'Stranger' }));
      expect(second.json()).toEqual({ isUserPresent: false, Message: messages.otpAlreadySent });
      expect(messagesTo(outbox.file, MOBILE)).toHaveLength(1);
      expect((await ctx().database.db.selectFrom('app_user').select('first_name').executeTakeFirstOrThrow()).first_name).toBe('Owner');
    });

    it('lets a sign-up whose code has expired start again with new details', async () => {
      await post(ctx(), '/lom/create/externalrecord/user', signUpBody(MOBILE, { first_name: 'Old' }));
      ctx().clock.advance(OTP_TTL_MS);
      const again = await post(ctx(), '/lom/create/externalrecord/user', signUpBody(MOBILE, { first_name: 'Newer', password: OTHER_PASSWORD }));
      expect(again.json()).toEqual({ isUserPresent: false, Message: 'OTP sent to your mobile number' });
      const verified = await post(ctx(), '/lom/set/mobile/matchOtp/external', { mobile: MOBILE, otp: lastCode(outbox.file, MOBILE) });
      expect(verified.json()).toEqual({ success: true, Message: 'Registration successful! Please login to continue' });
      expect((await ctx().database.db.selectFrom('app_user').select('first_name').executeTakeFirstOrThrow()).first_name).toBe('Newer');
      expect(await loginToken(ctx(), MOBILE, OTHER_PASSWORD)).toEqual(expect.any(String));
    });
  },
  { env: outbox.env },
);
