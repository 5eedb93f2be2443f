import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { routeWithData } from '@wiy/shared/route-data';
import { categoryFeedPath, channelFeedPath, hotTopicPath } from '@wiy/shared/screen-paths';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ContentRepository } from '../src/modules/curation/content/content.repository.ts';
import { buildChannel, buildChannelFeedItem, buildFeedItem, buildHotTopic, buildListCategory, buildRecipe, insertSportsAndCricket } from './factories.ts';
import { describeEachDatabase } from './helper.ts';

/**
 * The server's own pages of every list, as a reader without JavaScript pages through them: the real server-rendering
 * entry (the web app's `entry-server.tsx`, loaded through Vite as the build would bundle it) behind the real routes.
 * The built folder holds a page template and an entry that hands over to the one Vite loaded.
 */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wiy-paged-'));
const webRoot = path.resolve(import.meta.dirname, '../../web');
const RENDERER = '__wiyPagedPagesRenderer';
fs.mkdirSync(path.join(dir, 'dist'), { recursive: true });
fs.writeFileSync(path.join(dir, 'dist/index.html'), '<html><head><title>wiy</title></head><body><div id="root"></div></body></html>');
fs.mkdirSync(path.join(dir, 'dist-server'));
fs.writeFileSync(path.join(dir, 'dist-server/entry-server.js'), `export const createPageRenderer = (setup) => globalThis.${RENDERER}(setup);`);

let vite: ViteDevServer;
beforeAll(async () => {
  vite = await createServer({
    root: webRoot,
    configFile: path.join(webRoot, 'vite.config.ts'),
    server: { middlewareMode: true, hmr: false, ws: false },
    appType: 'custom',
    logLevel: 'error',
  });
  const entry = await vite.ssrLoadModule('/src/app/entry-server.tsx');
  Object.assign(globalThis, { [RENDERER]: entry.createPageRenderer });
}, 120_000);
afterAll(async () => {
  await vite?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** Three pages' worth, the last with one: page 2 is full and has a page after it. */
const ROWS = 41;
const numbered = (count: number) => Array.from({ length: count }, (_, i) => i);
/** An address as it stands in an attribute of the server's HTML. */
const inAttribute = (address: string) => address.replace(/&/g, '&amp;');
const withPage = (address: string, page: number) => `${address}${address.includes('?') ? '&' : '?'}page=${page}`;

describeEachDatabase(
  "a list's pages rendered by the server",
  (ctx) => {
    const db = () => ctx().database.db;
    const page = async (url: string) => {
      const response = await ctx().call({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      return response.body;
    };
    const ids = async (api: string): Promise<string[]> =>
      (await ctx().call({ method: 'GET', url: api })).json().record.map((row: { uni_id: string }) => row.uni_id);

    /** The page `n` of `screen` holds the items the API's page `n` answers, none of page 1's, and a link to page n + 1. */
    async function expectPage(screen: string, api: (page: number) => string, n: number) {
      const html = await page(withPage(screen, n));
      const shown = await ids(api(n));
      expect(shown.length, screen).toBeGreaterThan(0);
      for (const id of shown) expect(html, `${screen}: ${id}`).toContain(`data-id="${id}"`);
      for (const id of await ids(api(1))) expect(html, `${screen}: ${id} of page 1`).not.toContain(`data-id="${id}"`);
      expect(html, screen).toContain(`href="${inAttribute(withPage(screen, n + 1))}"`);
      return html;
    }

    it('renders page 3 of Trending at /?page=3, its 45th item among them, with a link to ?page=4', async () => {
      const repository = new ContentRepository(db());
      await repository.insertMany(numbered(3 * 20 + 1).map((i) => buildFeedItem({ uni_id: `trend${String(i).padStart(3, '0')}` })));
      await repository.renumberTrending();
      const html = await expectPage('/', (n) => `/api/get_feed/${n}`, 3);
      const [fortyFifth] = (await ids('/api/get_feed/3')).slice(4, 5);
      expect(html).toContain(`href="/content?id=${fortyFifth}"`);
      // Page 1 of the same list still links to page 2, and a platform chosen stays in the next page's address.
      expect(await page('/')).toContain('href="/?page=2"');
      expect(await page('/?vendor=Twitter')).toContain(`href="${inAttribute('/?vendor=Twitter&page=2')}"`);
    });

    it("renders a sub-category's feed and a hot topic's feed from the page asked for, each linking to the next", async () => {
      await insertSportsAndCricket(db(), { category: 'sports', sub: 'cricket' });
      await db()
        .insertInto('hot_topic')
        .values(buildHotTopic({ uni_id: 'topic-a', u_title: 'Monsoon' }))
        .execute();
      await new ContentRepository(db()).insertMany(
        numbered(ROWS).map((i) =>
          buildFeedItem({ uni_id: `cat${String(i).padStart(3, '0')}`, category_id: 'sports', sub_category_id: 'cricket', hot_topic_id: 'topic-a' }),
        ),
      );
      await expectPage(categoryFeedPath('sports', 'cricket'), (n) => `/api/get_filter_feed/${n}/null/sports/cricket`, 2);
      await expectPage(hotTopicPath({ uni_id: 'topic-a', u_title: 'Monsoon' }), (n) => `/api/get/filter/data/parent/topic/${n}/topic-a`, 2);
    });

    it('renders the Hot Topic list from the page asked for, with a link to the next', async () => {
      await db()
        .insertInto('hot_topic')
        .values(numbered(ROWS).map(() => buildHotTopic()))
        .execute();
      await expectPage('/content-list', (n) => `/api/get_parent_topic/${n}`, 2);
    });

    it("renders the channel directory, a channel's feed, the recipe home and a channel's recipes from the page asked for, each linking to the next", async () => {
      await db()
        .insertInto('list_category')
        .values([buildListCategory({ uni_id: 'food_and_cooking', u_name: 'food_and_cooking', u_label: 'Food & Cooking' })])
        .execute();
      await db().insertInto('language').values({ uni_id: 'english', name: 'english', label: 'English' }).execute();
      const channels = numbered(ROWS).map(() => buildChannel('food_and_cooking'));
      await db().insertInto('list_channel').values(channels).execute();
      const [channel] = channels as [(typeof channels)[number]];
      await db()
        .insertInto('channel_feed')
        .values(numbered(ROWS).map(() => buildChannelFeedItem(channel)))
        .execute();
      await db()
        .insertInto('recipe')
        .values([...numbered(ROWS).map(() => buildRecipe(channel, 'english')), ...channels.slice(1).map((other) => buildRecipe(other, 'english'))])
        .execute();
      const ref = {
        uni_id: channel.uni_id,
        u_name: channel.u_name,
        u_logo: channel.u_logo,
        u_list_category: { id: 'food_and_cooking', name: 'food_and_cooking' },
      };

      await expectPage('/list-category-channel', (n) => `/api/get/list/channel/${n}`, 2);
      await expectPage(channelFeedPath(ref), (n) => `/api/get/channel/feed_list/${channel.uni_id}/food_and_cooking/${n}`, 2);
      await expectPage('/recipe-channel-list', (n) => `/api/get/all/channel/recipe/null/english/${n}`, 2);
      const recipes = routeWithData('/recipe-content-list', {
        channelId: channel.uni_id,
        categoryId: 'food_and_cooking',
        channelLogo: channel.u_logo ?? '',
        channelName: channel.u_name,
        languageId: 'english',
      });
      await expectPage(recipes, (n) => `/api/get/recipe/content/records/food_and_cooking/${channel.uni_id}/english/${n}`, 2);
    });
  },
  { env: { WEB_DIST: path.join(dir, 'dist') } },
);
