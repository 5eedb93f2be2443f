import { SAVED_FULL, SAVED_ITEMS_MAX } from '@wiy/shared/saved-rules';
import { expect, it } from 'vitest';
import { bearer, deleteAccountThroughJob, loginToken, registerUser, smsOutbox } from '../../../test/account-support.ts';
import { buildFeedItem } from '../../../test/factories.ts';
import { describeEachDatabase, type TestContext } from '../../../test/helper.ts';
import { eachPart } from '../../db/in-parts.ts';
import { ContentRepository } from '../curation/content/content.repository.ts';
import { SAVE_CHANGES_PER_ADDRESS, SAVED_MERGES_PER_ADDRESS } from './saved.limits.ts';

const outbox = smsOutbox();
const MOBILE = '9696969696';

describeEachDatabase(
  'saved items',
  (ctx) => {
    const signedIn = async (mobile = MOBILE) => {
      await registerUser(ctx(), outbox.file, mobile);
      return bearer(await loginToken(ctx(), mobile));
    };
    const items = async (count: number, overrides: Parameters<typeof buildFeedItem>[0] = {}) => {
      const rows = Array.from({ length: count }, () => buildFeedItem(overrides));
      await new ContentRepository(ctx().database.db).insertMany(rows);
      return rows.map((row) => row.uni_id);
    };
    const list = (auth: Record<string, string>) => ctx().call({ method: 'GET', url: '/api/saved', headers: auth });
    const save = (auth: Record<string, string>, id: string) => ctx().call({ method: 'PUT', url: `/api/saved/${id}`, headers: auth });
    const unsave = (auth: Record<string, string>, id: string) => ctx().call({ method: 'DELETE', url: `/api/saved/${id}`, headers: auth });
    const merge = (auth: Record<string, string>, saved: unknown) =>
      ctx().call({ method: 'POST', url: '/api/saved/merge', headers: auth, payload: { saved } as Record<string, unknown> });
    const cards = (ids: string) => ctx().call({ method: 'GET', url: `/api/saved_cards?ids=${ids}` });
    const savedIds = async (auth: Record<string, string>) => ((await list(auth)).json().saved as { uni_id: string }[]).map((entry) => entry.uni_id);
    const setApproved = (id: string, approved: string | null) =>
      ctx().database.db.updateTable('feed_item').set({ u_approved_date: approved }).where('uni_id', '=', id).execute();

    it('saves, lists newest saved first without repeats, and removes, answered privately', async () => {
      const auth = await signedIn();
      const [first, second] = await items(2);
      expect((await save(auth, first!)).statusCode).toBe(200);
      ctx().clock.advance(1000);
      const saved = await save(auth, second!);
      expect(saved.headers['cache-control']).toBe('private, no-store');
      expect(saved.json()).toEqual({ uni_id: second, saved: '2026-11-23T10:00:01.000Z' });
      expect((await list(auth)).json()).toEqual({
        saved: [
          { uni_id: second, saved: '2026-11-23T10:00:01.000Z' },
          { uni_id: first, saved: '2026-11-23T10:00:00.000Z' },
        ],
      });
      ctx().clock.advance(1000);
      expect((await save(auth, first!)).json()).toEqual({ uni_id: first, saved: '2026-11-23T10:00:00.000Z' });
      expect(await savedIds(auth)).toEqual([second, first]);
      expect((await unsave(auth, second!)).json()).toEqual({ removed: true });
      expect((await unsave(auth, second!)).json()).toEqual({ removed: false });
      expect(await savedIds(auth)).toEqual([first]);
    });

    it("keeps one reader's saves from another's", async () => {
      const [item] = await items(1);
      await save(await signedIn(), item!);
      expect(await savedIds(await signedIn('9696969697'))).toEqual([]);
    });

    it('refuses every call without a session, and an unknown, unpublished or malformed id', async () => {
      const [item] = await items(1);
      const [hidden] = await items(1, { u_approved_date: null });
      for (const call of [list({}), save({}, item!), unsave({}, item!), merge({}, [])]) {
        const response = await call;
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({ Error: 'Sign in to continue' });
      }
      const auth = await signedIn();
      for (const id of ['nothing', hidden!]) {
        const response = await save(auth, id);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ Error: 'No content found.' });
      }
      const malformed = await save(auth, 'a%20b');
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json()).toEqual({ Error: expect.stringContaining('uniId') });
      expect(await savedIds(auth)).toEqual([]);
    });

    it('leaves an unpublished item out of the saves and the cards until it is public again', async () => {
      const auth = await signedIn();
      const [kept, pulled] = await items(2);
      await save(auth, kept!);
      await save(auth, pulled!);
      await setApproved(pulled!, null);
      expect(await savedIds(auth)).toEqual([kept]);
      expect((await cards(`${pulled},${kept}`)).json().items.map((card: { uni_id: string }) => card.uni_id)).toEqual([kept]);
      await setApproved(pulled!, '2026-11-23T09:00:00.000Z');
      expect(await savedIds(auth)).toEqual([pulled, kept]);
    });

    it(`keeps ${SAVED_ITEMS_MAX} saves of public items at most, by a save, two at once or a merge`, async () => {
      const auth = await signedIn();
      const ids = await items(SAVED_ITEMS_MAX + 3);
      const { id: userId } = await ctx().database.db.selectFrom('app_user').select('id').where('user_name', '=', MOBILE).executeTakeFirstOrThrow();
      const rows = ids.slice(0, SAVED_ITEMS_MAX - 1).map((uni_id) => ({ user_id: userId, uni_id, saved: '2026-11-01T00:00:00.000Z' }));
      await eachPart(rows, (part) => ctx().database.db.insertInto('saved_item').values(part).execute());
      const both = await Promise.all([save(auth, ids[SAVED_ITEMS_MAX - 1]!), save(auth, ids[SAVED_ITEMS_MAX]!)]);
      expect(both.map((response) => response.statusCode).sort()).toEqual([200, 409]);
      const over = await save(auth, ids[SAVED_ITEMS_MAX + 1]!);
      expect(over.statusCode).toBe(409);
      expect(over.json()).toEqual({ Error: SAVED_FULL });
      const merged = await merge(auth, [{ uni_id: ids[SAVED_ITEMS_MAX + 2], saved: '2026-11-23T09:00:00.000Z' }]);
      expect(merged.json().saved).toHaveLength(SAVED_ITEMS_MAX);
      // A save the reader can no longer see (its item unpublished) leaves room for another.
      await setApproved(ids[0]!, null);
      expect((await save(auth, ids[SAVED_ITEMS_MAX + 1]!)).statusCode).toBe(200);
    });

    it('limits saves and unsaves per address, with Retry-After', async () => {
      const auth = await signedIn();
      const [item] = await items(1);
      // An address of its own: once over, a process refuses it without asking the database until the window ends.
      const change = (method: 'PUT' | 'DELETE') => ctx().call({ method, url: `/api/saved/${item}`, headers: auth, remoteAddress: '10.0.0.61' });
      for (let i = 0; i < SAVE_CHANGES_PER_ADDRESS.max; i++) expect((await change(i % 2 ? 'DELETE' : 'PUT')).statusCode).toBe(200);
      const refused = await change('PUT');
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect((await save(auth, item!)).statusCode).toBe(200);
    });

    it("merges a device's saves without repeats, leaving out what is not public and taking a future time as now", async () => {
      const auth = await signedIn();
      const [already, fromDevice, ahead, hidden] = await items(3).then(async (ids) => [...ids, ...(await items(1, { u_approved_date: null }))]);
      await save(auth, already!);
      const response = await merge(auth, [
        { uni_id: already, saved: '2026-11-20T08:00:00.000Z' },
        { uni_id: fromDevice, saved: '2026-11-21T08:00:00.000Z' },
        { uni_id: fromDevice, saved: '2026-11-22T08:00:00.000Z' },
        { uni_id: ahead, saved: '2027-01-01T00:00:00.000Z' },
        { uni_id: hidden, saved: '2026-11-21T08:00:00.000Z' },
        { uni_id: 'gone', saved: '2026-11-21T08:00:00.000Z' },
      ]);
      // Two saved at the same time come newest id first; `ahead` was made after `already`.
      expect(response.json()).toEqual({
        saved: [
          { uni_id: ahead, saved: '2026-11-23T10:00:00.000Z' },
          { uni_id: already, saved: '2026-11-23T10:00:00.000Z' },
          { uni_id: fromDevice, saved: '2026-11-22T08:00:00.000Z' },
        ],
      });
      expect(await savedIds(auth)).toHaveLength(3);
    });

    it.each([
      ['a time that is not one', [{ uni_id: 'item1', saved: 'yesterday' }]],
      ['a malformed id', [{ uni_id: 'no spaces', saved: '2026-11-21T08:00:00.000Z' }]],
      ['more entries than the limit', Array.from({ length: SAVED_ITEMS_MAX + 1 }, (_, i) => ({ uni_id: `i${i}`, saved: '2026-11-21T08:00:00.000Z' }))],
    ])('refuses a merge with %s', async (_case, saved) => {
      const response = await merge(await signedIn(), saved);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ Error: expect.any(String) });
    });

    it('limits merges per address, with Retry-After', async () => {
      const auth = await signedIn();
      const mergeFrom = (address: string) =>
        ctx().call({ method: 'POST', url: '/api/saved/merge', headers: auth, payload: { saved: [] }, remoteAddress: address });
      for (let i = 0; i < SAVED_MERGES_PER_ADDRESS.max; i++) expect((await mergeFrom('10.0.0.62')).statusCode).toBe(200);
      const refused = await mergeFrom('10.0.0.62');
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect((await mergeFrom('10.0.0.63')).statusCode).toBe(200);
    });

    it('answers the cards of public items in the order asked, as a kept public read', async () => {
      const [a, b, c] = await items(3);
      const response = await cards(`${c},nothing,${a},${c}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toMatch(/^public/);
      const answered = response.json().items as { uni_id: string; u_title: string; u_social_vendor: { name: string } }[];
      expect(answered.map((card) => card.uni_id)).toEqual([c, a]);
      expect(answered[0]).toMatchObject({ u_title: expect.any(String), u_social_vendor: { name: 'Twitter' } });
      expect(b).toBeDefined();
    });

    it.each([
      ['more than 20 ids', Array.from({ length: 21 }, (_, i) => `i${i}`).join(',')],
      ['a malformed id', 'a,b%20c'],
      ['no id', ''],
    ])('refuses cards for %s', async (_case, ids) => {
      const response = await cards(ids);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ Error: expect.any(String) });
    });

    it("hands the account's data, every save included, to its owner only", async () => {
      const auth = await signedIn();
      const [shown, pulled] = await items(2);
      await save(auth, shown!);
      await save(auth, pulled!);
      await setApproved(pulled!, null);
      const response = await ctx().call({ method: 'GET', url: '/api/account/export', headers: auth });
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(response.headers['content-disposition']).toBe('attachment; filename="wiy-account-2026-11-23.json"');
      const data = response.json();
      expect(data.account).toEqual(expect.objectContaining({ mobile: MOBILE, first_name: expect.any(String), role: expect.any(String) }));
      expect(data.saved.map((entry: { uni_id: string }) => entry.uni_id).sort()).toEqual([shown, pulled].sort());
      expect(JSON.stringify(data)).not.toMatch(/password|argon/i);
      expect((await ctx().call({ method: 'GET', url: '/api/account/export' })).statusCode).toBe(401);
    });

    it('removes the saves with the account at the end of its deletion grace period', async () => {
      const auth = await signedIn();
      const [item] = await items(1);
      await save(auth, item!);
      await expect(savedRows(ctx())).resolves.toBe(1);
      await deleteAccountThroughJob(ctx(), auth);
      await expect(savedRows(ctx())).resolves.toBe(0);
    });
  },
  { env: outbox.env },
);

async function savedRows(ctx: TestContext): Promise<number> {
  return (await ctx.database.db.selectFrom('saved_item').select('uni_id').execute()).length;
}
