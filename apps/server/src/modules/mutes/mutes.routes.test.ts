import { MUTES_FULL, MUTES_MAX } from '@wiy/shared/mute-rules';
import { expect, it } from 'vitest';
import { bearer, deleteAccountThroughJob, loginToken, registerUser, smsOutbox } from '../../../test/account-support.ts';
import { describeEachDatabase } from '../../../test/helper.ts';
import { MUTE_MERGES_PER_ADDRESS } from './mutes.limits.ts';

const outbox = smsOutbox();
const MOBILE = '9595959595';

describeEachDatabase(
  'mutes',
  (ctx) => {
    const signedIn = async (mobile = MOBILE) => {
      await registerUser(ctx(), outbox.file, mobile);
      return bearer(await loginToken(ctx(), mobile));
    };
    const list = (auth: Record<string, string>) => ctx().call({ method: 'GET', url: '/api/mutes', headers: auth });
    const mute = (auth: Record<string, string>, payload: Record<string, unknown>) => ctx().call({ method: 'PUT', url: '/api/mutes', headers: auth, payload });
    const unmute = (auth: Record<string, string>, kind: string, value: string) =>
      ctx().call({ method: 'DELETE', url: `/api/mutes/${kind}/${encodeURIComponent(value)}`, headers: auth });
    const merge = (auth: Record<string, string>, mutes: unknown) =>
      ctx().call({ method: 'POST', url: '/api/mutes/merge', headers: auth, payload: { mutes } as Record<string, unknown> });
    const values = async (auth: Record<string, string>) =>
      ((await list(auth)).json().mutes as { kind: string; value: string }[]).map((m) => `${m.kind}:${m.value}`);

    it('mutes a vendor, a category, a hot topic and words, in the order added, without repeats, answered privately', async () => {
      const auth = await signedIn();
      await mute(auth, { kind: 'vendor', value: 'Twitter', label: 'Twitter' });
      ctx().clock.advance(1000);
      await mute(auth, { kind: 'category', value: 'cat1', label: 'Sports' });
      ctx().clock.advance(1000);
      await mute(auth, { kind: 'hot_topic', value: 'topic1', label: 'Elections' });
      ctx().clock.advance(1000);
      const words = await mute(auth, { kind: 'word', value: '  Cricket   World Cup ', label: 'ignored' });
      expect(words.statusCode).toBe(200);
      expect(words.headers['cache-control']).toBe('private, no-store');
      expect(words.json()).toEqual({ kind: 'word', value: 'cricket world cup', label: 'cricket world cup', created: '2026-11-23T10:00:03.000Z' });
      await mute(auth, { kind: 'word', value: 'CRICKET WORLD CUP', label: 'x' });
      expect(await values(auth)).toEqual(['vendor:Twitter', 'category:cat1', 'hot_topic:topic1', 'word:cricket world cup']);
    });

    it('removes a mute, words in any case', async () => {
      const auth = await signedIn();
      await mute(auth, { kind: 'word', value: 'new york', label: 'new york' });
      await mute(auth, { kind: 'vendor', value: 'Reddit', label: 'Reddit' });
      expect((await unmute(auth, 'word', 'New York')).json()).toEqual({ removed: true });
      expect((await unmute(auth, 'word', 'new york')).json()).toEqual({ removed: false });
      expect(await values(auth)).toEqual(['vendor:Reddit']);
    });

    it.each([
      [{ kind: 'vendor', value: 'Myspace', label: 'Myspace' }, 'value: one of Twitter'],
      [{ kind: 'category', value: 'no spaces here', label: 'x' }, 'value: an id'],
      [{ kind: 'word', value: '<script>', label: 'x' }, 'Words to mute are letters and digits'],
      [{ kind: 'word', value: 'x'.repeat(61), label: 'x' }, ''],
      [{ kind: 'planet', value: 'Mars', label: 'Mars' }, ''],
      [{ kind: 'word', value: 'ok' }, ''],
    ])('refuses %j', async (payload, message) => {
      const response = await mute(await signedIn(), payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ Error: expect.stringContaining(message) });
    });

    it('refuses every call without a session', async () => {
      for (const call of [list({}), mute({}, { kind: 'vendor', value: 'Twitter', label: 'Twitter' }), unmute({}, 'vendor', 'Twitter'), merge({}, [])]) {
        const response = await call;
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({ Error: 'Sign in to continue' });
      }
    });

    it(`keeps ${MUTES_MAX} mutes at most, by a mute or a merge`, async () => {
      const auth = await signedIn();
      const many = Array.from({ length: MUTES_MAX }, (_, i) => ({ kind: 'word', value: `word${i}`, label: `word${i}` }));
      expect((await merge(auth, many)).json().mutes).toHaveLength(MUTES_MAX);
      const over = await mute(auth, { kind: 'vendor', value: 'Twitter', label: 'Twitter' });
      expect(over.statusCode).toBe(409);
      expect(over.json()).toEqual({ Error: MUTES_FULL });
      expect((await merge(auth, [{ kind: 'vendor', value: 'Twitter', label: 'Twitter' }])).json().mutes).toHaveLength(MUTES_MAX);
      expect((await merge(auth, [...many, many[0]])).statusCode).toBe(400);
    });

    it('merges the valid mutes of a device whose list holds one that cannot be a mute', async () => {
      const auth = await signedIn();
      const merged = await merge(auth, [
        { kind: 'vendor', value: 'Myspace', label: 'Myspace' },
        { kind: 'category', value: 'cat1', label: 'A very long category name '.repeat(3).slice(0, 100) },
      ]);
      expect(merged.statusCode).toBe(200);
      expect(merged.json().mutes.map((m: { value: string }) => m.value)).toEqual(['cat1']);
    });

    it("merges a device's mutes without repeats and keeps one reader's from another's", async () => {
      const auth = await signedIn();
      await mute(auth, { kind: 'vendor', value: 'Twitter', label: 'Twitter' });
      const merged = await merge(auth, [
        { kind: 'vendor', value: 'Twitter', label: 'Twitter' },
        { kind: 'word', value: 'Rain', label: 'Rain' },
        { kind: 'word', value: 'rain', label: 'rain' },
      ]);
      expect(merged.json().mutes.map((m: { value: string }) => m.value)).toEqual(['Twitter', 'rain']);
      expect(await values(await signedIn('9595959596'))).toEqual([]);
    });

    it('limits merges per address, with Retry-After', async () => {
      const auth = await signedIn();
      const mergeFrom = (address: string) =>
        ctx().call({ method: 'POST', url: '/api/mutes/merge', headers: auth, payload: { mutes: [] }, remoteAddress: address });
      for (let i = 0; i < MUTE_MERGES_PER_ADDRESS.max; i++) expect((await mergeFrom('10.0.0.62')).statusCode).toBe(200);
      const refused = await mergeFrom('10.0.0.62');
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect((await mergeFrom('10.0.0.63')).statusCode).toBe(200);
    });

    it("exports the mutes with the account's data, and the deletion job removes them with the account", async () => {
      const auth = await signedIn();
      await mute(auth, { kind: 'vendor', value: 'Twitter', label: 'Twitter' });
      const data = (await ctx().call({ method: 'GET', url: '/api/account/export', headers: auth })).json();
      expect(data.mutes).toEqual([{ kind: 'vendor', value: 'Twitter', label: 'Twitter', created: '2026-11-23T10:00:00.000Z' }]);
      await deleteAccountThroughJob(ctx(), auth);
      expect(await ctx().database.db.selectFrom('muted_term').selectAll().execute()).toEqual([]);
    });
  },
  { env: outbox.env },
);
