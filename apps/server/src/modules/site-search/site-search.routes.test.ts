import { SITE_SEARCH_MAX_LENGTH } from '@wiy/shared/constants';
import { SITE_SEARCH_MAX_PAGE } from '@wiy/shared/site-search.schema';
import type { Selectable } from 'kysely';
import { expect, it } from 'vitest';
import type { FeedItemTable } from '../../db/schema.ts';
import { buildChannel, buildFeedItem, buildHotTopic, buildListCategory, insertSportsAndCricket } from '../../../test/factories.ts';
import { describeEachDatabase } from '../../../test/helper.ts';
import { TRANSLITERATION_PAIRS, TYPO_PAIRS } from '../../../test/site-search-pairs.ts';
import { ContentRepository } from '../curation/content/content.repository.ts';

describeEachDatabase('reader search', (ctx) => {
  async function insert(items: Selectable<FeedItemTable>[]) {
    const feeds = new ContentRepository(ctx().database.db);
    await feeds.insertMany(items);
    await feeds.renumberTrending();
  }
  async function indexed(items: Selectable<FeedItemTable>[]) {
    await insert(items);
    await ctx().app.siteSearch.indexer.drain();
  }
  const search = (q: string, page = 1) => ctx().call({ method: 'GET', url: `/api/site_search?q=${encodeURIComponent(q)}&page=${page}` });
  const ids = async (q: string, page = 1) => {
    const response = await search(q, page);
    expect(response.statusCode, q).toBe(200);
    return (response.json().record as { uni_id: string }[]).map((item) => item.uni_id);
  };
  /** The share of `cases` whose query finds the item it names, and the ones missed. */
  async function hitRate(cases: { q: string; id: string }[]) {
    const missed: string[] = [];
    for (const { q, id } of cases) if (!(await ids(q)).includes(id)) missed.push(`${q} → ${id}`);
    return { rate: (cases.length - missed.length) / cases.length, missed };
  }

  it('finds whole words anywhere in the text, and the last word as a prefix too', async () => {
    await indexed([
      buildFeedItem({ uni_id: 'rains', u_title: 'Monsoon rains reach Mumbai', u_description: '<p>Heavy showers</p>' }),
      buildFeedItem({ uni_id: 'other', u_title: 'Budget day', u_description: '<p>Numbers</p>' }),
    ]);
    expect(await ids('monsoon')).toEqual(['rains']);
    expect(await ids('showers mumbai')).toEqual(['rains']);
    expect(await ids('mons')).toEqual(['rains']);
    expect(await ids('rains mons')).toEqual(['rains']);
    expect(await ids('mons rains')).toEqual([]);
    expect(await ids('monsoon budget')).toEqual([]);
  });

  it('matches a last word of four letters or more as itself and the eight shortest index words it starts', async () => {
    const short = ['monsa', 'monsb', 'monsc', 'monsd', 'monse', 'monsf', 'monsg', 'monsh'];
    await indexed([
      ...short.map((word) => buildFeedItem({ uni_id: word, u_title: `Word ${word}`, u_description: '' })),
      buildFeedItem({ uni_id: 'monsoon', u_title: 'Word monsoon', u_description: '' }),
    ]);
    expect((await ids('mons')).sort()).toEqual(short);
    expect(await ids('monso')).toEqual(['monsoon']);
  });

  it('finds an item by its vendor, hot topic, category and sub-category names', async () => {
    await insertSportsAndCricket(ctx().database.db, { category: 'sports', sub: 'cricket' });
    await ctx()
      .database.db.insertInto('hot_topic')
      .values(buildHotTopic({ uni_id: 'cup', u_title: 'Worldcup final' }))
      .execute();
    await indexed([
      buildFeedItem({ uni_id: 'named', u_title: 'Plain', social_vendor: 'Youtube', category_id: 'sports', sub_category_id: 'cricket', hot_topic_id: 'cup' }),
    ]);
    for (const q of ['youtube', 'worldcup', 'sports', 'cricket']) expect(await ids(q), q).toEqual(['named']);
  });

  it('ranks newer above older for the same text', async () => {
    await indexed([
      buildFeedItem({ uni_id: 'older', updated: '2026-11-01T08:00:00.000Z', u_title: 'Tidal wave', u_description: '' }),
      buildFeedItem({ uni_id: 'newer', updated: '2026-11-22T08:00:00.000Z', u_title: 'Tidal wave', u_description: '' }),
    ]);
    expect(await ids('tidal wave')).toEqual(['newer', 'older']);
  });

  it('ranks a word in the title above the same word in the description, even a minute older', async () => {
    await indexed([
      buildFeedItem({
        uni_id: 'described',
        updated: '2026-11-20T08:01:00.000Z',
        u_title: 'Boats tonight',
        u_description: '<p>Harbour lights</p>',
        u_highlight_description: '',
      }),
      buildFeedItem({
        uni_id: 'titled',
        updated: '2026-11-20T08:00:00.000Z',
        u_title: 'Harbour lights tonight by the port',
        u_description: '<p>Boats</p>',
        u_highlight_description: '',
      }),
    ]);
    expect(await ids('harbour')).toEqual(['titled', 'described']);
  });

  it('weighs a word found in the other script as the word itself: a Devanagari title above a Latin description', async () => {
    await indexed([
      buildFeedItem({ uni_id: 'titled', updated: '2026-11-20T08:00:00.000Z', u_title: 'मौसम का हाल', u_description: '', u_highlight_description: '' }),
      buildFeedItem({
        uni_id: 'described',
        updated: '2026-11-20T08:01:00.000Z',
        u_title: 'Today',
        u_description: '<p>Mausam update</p>',
        u_highlight_description: '',
      }),
    ]);
    expect(await ids('mausam')).toEqual(['titled', 'described']);
  });

  it('ignores case, diacritics, Unicode normalisation forms, the nukta and chandrabindu', async () => {
    await indexed([
      buildFeedItem({ uni_id: 'cafe', u_title: 'Café Crème opens' }),
      buildFeedItem({ uni_id: 'life', u_title: 'ज़िंदगी की कहानी' }),
      buildFeedItem({ uni_id: 'laugh', u_title: 'हँसी का दिन' }),
    ]);
    for (const q of ['cafe', 'CAFÉ', 'Cafe\u0301', 'ｃａｆｅ', 'creme']) expect(await ids(q), q).toEqual(['cafe']);
    for (const q of ['जिंदगी', 'ज़िंदगी', 'ज\u093cिंदगी']) expect(await ids(q), q).toEqual(['life']);
    for (const q of ['हंसी', 'हँसी']) expect(await ids(q), q).toEqual(['laugh']);
  });

  it('finds a word typed with one typo (words of five letters or more), at least nine times in ten', async () => {
    await indexed(TYPO_PAIRS.map(([word], index) => buildFeedItem({ uni_id: `typo${index}`, u_title: `Story ${word}`, u_description: '' })));
    const { rate, missed } = await hitRate(TYPO_PAIRS.map(([, typed], index) => ({ q: typed, id: `typo${index}` })));
    expect(rate, missed.join(', ')).toBeGreaterThanOrEqual(0.9);
    // Two typos, or a short word, are not corrected.
    expect(await ids('crikcte')).toEqual([]);
  });

  it('finds Devanagari posts typed in Latin letters and Latin posts typed in Devanagari, at least nine times in ten', async () => {
    await indexed(
      TRANSLITERATION_PAIRS.flatMap(([latin, devanagari], index) => [
        buildFeedItem({ uni_id: `dev${index}`, u_title: `${devanagari} समाचार पत्र`, u_description: '' }),
        buildFeedItem({ uni_id: `lat${index}`, u_title: `News of ${latin}`, u_description: '' }),
      ]),
    );
    const { rate, missed } = await hitRate(
      TRANSLITERATION_PAIRS.flatMap(([latin, devanagari], index) => [
        { q: latin, id: `dev${index}` },
        { q: devanagari, id: `lat${index}` },
      ]),
    );
    expect(rate, missed.join(', ')).toBeGreaterThanOrEqual(0.9);
  });

  it("finds the other script's post while its word is still being typed, and marks the word", async () => {
    await indexed([
      buildFeedItem({ uni_id: 'weather', u_title: 'मौसम का हाल', u_description: '' }),
      buildFeedItem({ uni_id: 'match', u_title: 'Cricket tonight', u_description: '' }),
    ]);
    for (const q of ['maus', 'mausa', 'mausam']) expect(await ids(q), q).toEqual(['weather']);
    for (const q of ['क्रिके', 'क्रिकेट']) expect(await ids(q), q).toEqual(['match']);
    expect((await search('mausa')).json().marks).toEqual(['मौसम']);
  });

  it('never finds an item the public cannot see, nor counts it in a page, and finds it again once it is approved', async () => {
    await indexed([
      buildFeedItem({ uni_id: 'shown', u_title: 'Quokka spotted', updated: '2026-11-23T09:50:00.000Z' }),
      buildFeedItem({ uni_id: 'pending', u_title: 'Quokka pending', u_approved_date: null }),
      ...Array.from({ length: 20 }, (_, i) => buildFeedItem({ uni_id: `crowd${i}`, u_title: `Quokka crowd ${i}` })),
    ]);
    const found = async () => (await search('quokka')).json() as { record: { uni_id: string }[]; has_more: boolean };
    expect((await found()).has_more).toBe(true);
    expect((await found()).record.map((item) => item.uni_id)).toContain('shown');
    // Unpublished (by a curator or by link health, which both clear the approval): hidden at once, before any drain.
    await ctx()
      .database.db.updateTable('feed_item')
      .set({ u_approved_date: null, unpublished_date: '2026-11-23T09:00:00.000Z' })
      .where('uni_id', '=', 'shown')
      .execute();
    const hidden = await found();
    expect([hidden.record.length, hidden.has_more]).toEqual([20, false]);
    expect(hidden.record.map((item) => item.uni_id)).not.toContain('shown');
    await ctx().database.db.updateTable('feed_item').set({ u_approved_date: '2026-11-23T09:30:00.000Z', unpublished_date: null }).execute();
    await ctx().app.siteSearch.indexer.drain();
    const all = [...(await found()).record, ...(await search('quokka', 2)).json().record].map((item: { uni_id: string }) => item.uni_id);
    expect(all).toContain('shown');
    expect(all).toContain('pending');
  });

  it('follows edits of an item and of the names its text includes once drained', async () => {
    await insertSportsAndCricket(ctx().database.db, { category: 'sports', sub: 'cricket' });
    await indexed([buildFeedItem({ uni_id: 'edited', u_title: 'Walrus sighting', category_id: 'sports' })]);
    await ctx().database.db.updateTable('feed_item').set({ u_title: 'Narwhal sighting' }).where('uni_id', '=', 'edited').execute();
    await ctx().app.siteSearch.indexer.drain();
    expect(await ids('walrus')).toEqual([]);
    expect(await ids('narwhal')).toEqual(['edited']);
    // A category's new name reaches the items in it, though no item was written.
    await ctx().database.db.updateTable('category').set({ u_label: 'Athletics' }).where('uni_id', '=', 'sports').execute();
    await ctx().app.siteSearch.indexer.drain();
    expect(await ids('sports')).toEqual([]);
    expect(await ids('athletics')).toEqual(['edited']);
    await ctx().database.db.deleteFrom('feed_item').where('uni_id', '=', 'edited').execute();
    await ctx().app.siteSearch.indexer.drain();
    expect(await ctx().app.siteSearch.indexer.queued()).toBe(0);
    expect(await ids('narwhal')).toEqual([]);
  });

  it('never indexes in a request: a new item is found only after the drain', async () => {
    await insert([buildFeedItem({ uni_id: 'fresh', u_title: 'Pangolin rescue' })]);
    expect(await ids('pangolin')).toEqual([]);
    expect(await ctx().app.siteSearch.indexer.queued()).toBe(1);
    expect(await ctx().app.siteSearch.indexer.drain()).toBe(1);
    expect(await ids('pangolin')).toEqual(['fresh']);
  });

  it('pages 20 items at a time and says whether more follow', async () => {
    await indexed(Array.from({ length: 25 }, (_, i) => buildFeedItem({ uni_id: `page${String(i).padStart(2, '0')}`, u_title: `Lantern festival ${i}` })));
    const first = (await search('lantern')).json();
    const second = (await search('lantern', 2)).json();
    expect([first.record.length, first.has_more, second.record.length, second.has_more]).toEqual([20, true, 5, false]);
    expect(new Set([...first.record, ...second.record].map((item: { uni_id: string }) => item.uni_id)).size).toBe(25);
  });

  it('marks the words of the answered items that matched, as the engines matched them', async () => {
    await indexed([buildFeedItem({ uni_id: 'marked', u_title: 'मौसम update for Delhi', u_description: '<p>Updated forecast</p>' })]);
    const answer = (await search('mausam upd')).json();
    expect(answer.record.map((item: { uni_id: string }) => item.uni_id)).toEqual(['marked']);
    expect(answer.marks.sort()).toEqual(['update', 'updated', 'मौसम']);
  });

  it('answers the matching hot topics, categories, channels, recipes and policies on the first page only', async () => {
    await insertSportsAndCricket(ctx().database.db, { category: 'sports', sub: 'cricket' });
    await ctx()
      .database.db.insertInto('hot_topic')
      .values(buildHotTopic({ uni_id: 'ct', u_title: 'Cricket world cup' }))
      .execute();
    await ctx()
      .database.db.insertInto('list_category')
      .values(buildListCategory({ uni_id: 'lc' }))
      .execute();
    await ctx()
      .database.db.insertInto('list_channel')
      .values(buildChannel('lc', { uni_id: 'ch', u_name: 'Cricket Daily' }))
      .execute();
    await ctx().database.db.insertInto('knowledge_category').values({ id: 'kc', name: 'policy', product: 'wiy' }).execute();
    await ctx()
      .database.db.insertInto('knowledge')
      .values({
        id: 'rules',
        category_id: 'kc',
        title: 'Cricket content rules',
        html: '<p>x</p>',
        u_order: 1,
        created: '2026-11-01T00:00:00.000Z',
        updated: '2026-11-01T00:00:00.000Z',
      })
      .execute();
    const { groups } = (await search('cricket')).json();
    expect(groups.hot_topics.map((topic: { uni_id: string }) => topic.uni_id)).toEqual(['ct']);
    expect(groups.categories).toEqual([{ id: 'cricket', name: 'Cricket', category_id: 'sports' }]);
    expect(groups.channels.map((channel: { uni_id: string }) => channel.uni_id)).toEqual(['ch']);
    expect(groups.policies).toEqual([{ id: 'rules', title: 'Cricket content rules' }]);
    expect((await search('cricket', 2)).json().groups).toEqual({ hot_topics: [], categories: [], channels: [], recipes: [], policies: [] });
  });

  it('takes hostile queries as literal text: results or a 400, never a 5xx', async () => {
    await indexed([buildFeedItem({ uni_id: 'plain', u_title: 'Near and far, 100% sure' })]);
    const hostile = [
      '"',
      '""',
      '"near',
      '*',
      'near*',
      'NEAR(a b)',
      'NEAR',
      'AND',
      'OR',
      'NOT',
      'a AND',
      '(',
      ')',
      '{title}: x',
      'title:x',
      '^x',
      '-x',
      '+x',
      '%',
      '_',
      '%_%',
      "'",
      "a' OR '1'='1",
      ':*',
      '!',
      '&',
      '|',
      '<->',
      '\\',
      'x\u0000y',
      '\u{1f600}',
      '\u200b',
      '١٢٣',
      'a'.repeat(SITE_SEARCH_MAX_LENGTH),
      'x'.repeat(10_000),
      'near '.repeat(30),
    ];
    // Lone surrogates cannot be written as UTF-8: sent as the bytes a careless client makes of them.
    const urls = [
      ...hostile.map((q) => `/api/site_search?q=${encodeURIComponent(q)}`),
      '/api/site_search?q=%ED%A0%80',
      '/api/site_search?q=a%ED%B0%80b',
      '/api/site_search?q=%FF%FE',
    ];
    for (const url of urls) {
      const response = await ctx().call({ method: 'GET', url });
      expect([200, 400], url.slice(0, 60)).toContain(response.statusCode);
      expect(response.headers['content-type']).toMatch(/application\/json/);
    }
    expect(await ids('near')).toEqual(['plain']);
    expect(await ids('100%')).toEqual(['plain']);
  });

  it('refuses a query too long, blank or missing, and a page past the deepest', async () => {
    for (const url of [
      `/api/site_search?q=${'a'.repeat(SITE_SEARCH_MAX_LENGTH + 1)}`,
      `/api/site_search?q=${'x'.repeat(10_000)}`,
      '/api/site_search?q=%20%20',
      '/api/site_search',
      `/api/site_search?q=a&page=${SITE_SEARCH_MAX_PAGE + 1}`,
      '/api/site_search?q=a&page=0',
    ]) {
      const response = await ctx().call({ method: 'GET', url });
      expect(response.statusCode, url.slice(0, 40)).toBe(400);
      expect(response.json(), url.slice(0, 40)).toEqual({ Error: expect.any(String) });
    }
  });

  it('counts the first eight words of a query only', async () => {
    await indexed([buildFeedItem({ uni_id: 'eight', u_title: 'one two three four five six seven eight' })]);
    expect(await ids('one two three four five six seven eight')).toEqual(['eight']);
    expect(await ids('one two three four five six seven eight nine')).toEqual(['eight']);
    expect(await ids('one two three four five six seven nine')).toEqual([]);
  });
});
