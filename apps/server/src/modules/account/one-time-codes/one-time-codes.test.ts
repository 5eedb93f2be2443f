import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../../../test/helper.ts';
import { lastCode, messagesTo, otherCode, post, registerUser, signUpBody, smsOutbox } from '../../../../test/account-support.ts';
import { OTP_MAX_FAILURES_PER_DAY, OTP_TTL_MS } from '../account.limits.ts';

const outbox = smsOutbox();
const MOBILE = '9812345670';

describeEachDatabase(
  'one-time codes',
  (ctx) => {
    const signUp = (mobile = MOBILE, ip = '10.0.0.1') =>
      ctx().call({ method: 'POST', url: '/lom/create/externalrecord/user', payload: signUpBody(mobile), remoteAddress: ip });
    const match = (otp: string, mobile = MOBILE, ip = '10.0.0.1') =>
      ctx().call({ method: 'POST', url: '/lom/set/mobile/matchOtp/external', payload: { mobile, otp, application: 'wiy' }, remoteAddress: ip });
    const resend = (mobile = MOBILE, ip = '10.0.0.1') =>
      ctx().call({ method: 'POST', url: '/lom/set/resend/otp/external', payload: { mobile, application: 'wiy' }, remoteAddress: ip });
    const forgot = (mobile: string, ip = '10.0.0.1') =>
      ctx().call({
        method: 'POST',
        url: '/lom/set/forgetpassword',
        payload: { user_name: mobile, application: 'wiy', resend_otp: 'false' },
        remoteAddress: ip,
      });

    it('sends 4 random digits and stores only a hash of them', async () => {
      await signUp();
      const code = lastCode(outbox.file, MOBILE);
      expect(code).toMatch(/^\d{4}$/);
      const row = await ctx().database.db.selectFrom('otp_code').selectAll().executeTakeFirstOrThrow();
      expect(row).toMatchObject({ mobile: MOBILE, purpose: 'signup', failed_attempts: 0, used: null });
      expect(row.code_hash).not.toContain(code);
      expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
    });

    it('answers OTP does not match to a wrong code and accepts the right one', async () => {
      await signUp();
      const code = lastCode(outbox.file, MOBILE);
      const wrong = await match(otherCode(code));
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual({ Error: 'OTP does not match' });
      expect((await match(code)).json()).toMatchObject({ success: true });
    });

    it('kills a code after 3 wrong tries, even for the right code after them', async () => {
      await signUp();
      const code = lastCode(outbox.file, MOBILE);
      for (let i = 0; i < 3; i += 1) expect((await match(otherCode(code))).json().Error).toBe('OTP does not match');
      expect((await match(code)).json()).toEqual({ Error: 'OTP has expired or was already used. Please request a new one' });
    });

    it('refuses a code after 10 minutes', async () => {
      await signUp();
      const code = lastCode(outbox.file, MOBILE);
      ctx().clock.advance(OTP_TTL_MS);
      expect((await match(code)).json().Error).toBe('OTP has expired or was already used. Please request a new one');
    });

    it('accepts a code just before 10 minutes', async () => {
      await signUp();
      ctx().clock.advance(OTP_TTL_MS - 1000);
      expect((await match(lastCode(outbox.file, MOBILE))).statusCode).toBe(200);
    });

    it('refuses a code used once already', async () => {
      await signUp();
      const code = lastCode(outbox.file, MOBILE);
      expect((await match(code)).statusCode).toBe(200);
      expect((await match(code)).json().Error).toBe('OTP has expired or was already used. Please request a new one');
    });

    it('refuses a sign-up code for a reset, and a reset code for a sign-up', async () => {
      await registerUser(ctx(), outbox.file, MOBILE);
      await signUp('9000000001');
      const signUpCode = lastCode(outbox.file, '9000000001');
      const reset = await post(ctx(), '/lom/set/matchOtp', { user_name: '9000000001', otp: signUpCode });
      expect(reset.json().Error).toBe('OTP has expired or was already used. Please request a new one');
      ctx().clock.advance(60_000);
      await forgot(MOBILE);
      expect((await match(lastCode(outbox.file, MOBILE))).json().Error).toBe('OTP has expired or was already used. Please request a new one');
    });

    it('keeps one live code per number: a resend retires the one before', async () => {
      await signUp();
      const first = lastCode(outbox.file, MOBILE);
      ctx().clock.advance(59_000);
      expect((await resend()).json()).toEqual({ Message: 'OTP sent to your mobile number' });
      const second = lastCode(outbox.file, MOBILE);
      if (first !== second) expect((await match(first)).json().Error).toBe('OTP does not match');
      expect((await match(second)).statusCode).toBe(200);
    });

    it('refuses a resend within 59 seconds with the wait left', async () => {
      await signUp();
      ctx().clock.advance(20_000);
      const early = await resend();
      expect(early.statusCode).toBe(429);
      expect(early.json()).toEqual({ Error: 'Please wait before asking for another OTP. Please try again in 39 seconds' });
      ctx().clock.advance(39_000);
      expect((await resend()).statusCode).toBe(200);
    });

    it('refuses a resend for a number with no sign-up waiting', async () => {
      const response = await resend('9000000002');
      expect(response.statusCode).toBe(400);
      expect(response.json().Error).toBe('No sign-up is waiting for this mobile number');
    });

    it('sends at most 5 codes to a number in an hour and 10 in a day', async () => {
      await signUp();
      for (let i = 1; i < 5; i += 1) {
        ctx().clock.advance(60_000);
        expect((await resend(MOBILE, `10.0.1.${i}`)).statusCode).toBe(200);
      }
      ctx().clock.advance(60_000);
      const sixth = await resend(MOBILE, '10.0.2.1');
      expect(sixth.statusCode).toBe(429);
      expect(sixth.json().Error).toBe('Too many OTP requests. Please try again in 55 minutes');
      ctx().clock.advance(55 * 60_000);
      for (let i = 0; i < 5; i += 1) {
        expect((await resend(MOBILE, `10.0.3.${i}`)).statusCode).toBe(200);
        ctx().clock.advance(60_000);
      }
      ctx().clock.advance(3600_000);
      const eleventh = await resend(MOBILE, '10.0.4.1');
      expect(eleventh.statusCode).toBe(429);
      expect(eleventh.json().Error).toMatch(/^Too many OTP requests\. Please try again in \d+ hours$/);
      expect(messagesTo(outbox.file, MOBILE)).toHaveLength(10);
    });

    it('answers at most 20 code requests an hour from one address', async () => {
      for (let i = 0; i < 20; i += 1) expect((await forgot(`90000001${String(i).padStart(2, '0')}`, '10.9.9.9')).statusCode).toBe(200);
      const refused = await forgot('9000000199', '10.9.9.9');
      expect(refused.statusCode).toBe(429);
      expect((await forgot('9000000199', '10.9.9.8')).statusCode).toBe(200);
    });

    it('lets 10,000 guesses from many addresses reach the comparison at most 10 times a day', async () => {
      await signUp();
      let compared = 0;
      let refusedWithWait = 0;
      for (let guess = 0; guess < 10_000; guess += 1) {
        const ip = `10.${Math.floor(guess / 250) % 250}.${guess % 250}.1`;
        const response = await match(String(guess).padStart(4, '0'), MOBILE, ip);
        const error = response.json().Error as string | undefined;
        if (response.statusCode === 200 || error === 'OTP does not match') compared += 1;
        if (response.statusCode === 429) refusedWithWait += 1;
        if (error?.startsWith('OTP has expired')) await resend(MOBILE, ip);
        ctx().clock.advance(8_000);
      }
      expect(compared).toBeLessThanOrEqual(OTP_MAX_FAILURES_PER_DAY);
      expect(refusedWithWait).toBeGreaterThan(9_000);
    }, 120_000);

    it('refuses further tries with the wait once 10 wrong codes were given in a day', async () => {
      await signUp();
      for (let i = 0; i < 10; i += 1) {
        if (i % 3 === 0 && i > 0) {
          ctx().clock.advance(60 * 60_000);
          expect((await resend()).statusCode).toBe(200);
        }
        expect((await match(otherCode(lastCode(outbox.file, MOBILE)))).json().Error).toBe('OTP does not match');
      }
      ctx().clock.advance(60 * 60_000);
      await resend();
      const refused = await match(lastCode(outbox.file, MOBILE));
      expect(refused.statusCode).toBe(429);
      expect(refused.json().Error).toMatch(/^Too many wrong OTPs\. Please try again in \d+ (hours|minutes)$/);
    });

    it('answers an unknown number and a registered one alike on forgot password', async () => {
      await registerUser(ctx(), outbox.file, MOBILE);
      ctx().clock.advance(60_000);
      const known = await forgot(MOBILE);
      const unknown = await forgot('9000000003');
      expect(known.statusCode).toBe(unknown.statusCode);
      expect(known.json()).toEqual(unknown.json());
      expect(messagesTo(outbox.file, '9000000003')).toEqual([]);
      expect((await forgot('9000000003')).json()).toEqual((await forgot(MOBILE)).json());
    });

    it.each(['', '12345', 'abcdefghij'])('answers check your mobile number to forgot password with %j', async (mobile) => {
      const response = await forgot(mobile);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ Error: 'check your mobile number' });
    });

    it('accepts a country prefix on forgot password', async () => {
      await registerUser(ctx(), outbox.file, MOBILE);
      ctx().clock.advance(60_000);
      expect((await forgot(`+91${MOBILE}`)).statusCode).toBe(200);
      expect(messagesTo(outbox.file, MOBILE)).toHaveLength(2);
    });
  },
  { env: outbox.env },
);
