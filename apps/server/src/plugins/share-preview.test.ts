import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FeedItem } from '@wiy/shared/feed.schema';
import type { HotTopic } from '@wiy/shared/hot-topic.schema';
import { categoryFeedPath, hotTopicPath } from '@wiy/shared/screen-paths';
import ogs from 'open-graph-scraper';
import sharp from 'sharp';
import { afterAll, expect, it } from 'vitest';
import { buildFeedItem } from '../../test/factories.ts';
import { describeEachDatabase, type TestContext } from '../../test/helper.ts';
import { ContentRepository } from '../modules/curation/content/content.repository.ts';
import { seedDemoContent } from '../seed/seed.ts';

/**
 * A stand-in for the web app's server-rendering entry that asks the API for what it shows, as the screens do: an
 * item's page shows its image (a media link as the web writes it: the media base and the stored path, or another
 * site's address as it is); a hot topic's page is titled by its name and shows no image (none of its calls reads the
 * topic), nor do a category's and the home page.
 */
const ENTRY = `
export function createPageRenderer({ transport }) {
  return {
    async render({ url }) {
      const query = new URL(url, 'http://page').searchParams;
      let head = { status: 200, type: 'website', title: url.startsWith('/content-list-hot-topic?') ? query.get('name') : 'Trending' };
      if (url.startsWith('/content?')) {
        const answer = await transport('/api/get/feed_content/' + query.get('id'), { method: 'POST', headers: { application: 'wiy', 'content-type': 'application/json' }, body: '{}' });
        const [item] = (await answer.json()).record;
        const image = item.u_image && (/^https?:/.test(item.u_image) ? item.u_image : '/media/' + item.u_image);
        head = { status: 200, type: 'article', title: item.u_title, ...(image && { image }) };
      }
      return { head, body: (async function* () { yield '<main><h1>' + head.title + '</h1></main>'; })(), state: '{}', errors: [] };
    },
  };
}`;

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'wiy-share-'));
fs.mkdirSync(path.join(dist, 'web'));
fs.writeFileSync(path.join(dist, 'web/index.html'), '<html><head><title>wiy</title></head><body><div id="root"></div></body></html>');
fs.copyFileSync(path.join(import.meta.dirname, '../../../web/public/favicon.svg'), path.join(dist, 'web/favicon.svg'));
fs.mkdirSync(path.join(dist, 'dist-server'));
fs.writeFileSync(path.join(dist, 'dist-server/entry-server.js'), ENTRY);
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

/** What an unfurler finds in a page's HTML: the image, its size, type and alt, and the card X shows. */
async function unfurl(ctx: TestContext, page: string) {
  const answer = await ctx.app.inject({ method: 'GET', url: page });
  expect(answer.statusCode, page).toBe(200);
  const { result } = await ogs({ html: answer.body });
  const [image] = result.ogImage ?? [];
  expect(image, page).toBeDefined();
  return { ...image!, twitterImage: result.twitterImage?.[0], twitterCard: result.twitterCard };
}

/** The preview an unfurler found on `page`, fetched as a messenger would: a 1200x630 JPEG from this server, kept a year. */
async function expectJpegPreview(ctx: TestContext, page: string, alt: string): Promise<{ url: string; bytes: Buffer }> {
  const image = await unfurl(ctx, page);
  expect(image, page).toMatchObject({ width: '1200', height: '630', type: 'image/jpeg', alt });
  expect(image.twitterImage, page).toEqual({ url: image.url, alt });
  expect(image.twitterCard, page).toBe('summary_large_image');
  // At the origin the page was asked at (a loopback host, decision 204), under this server's media.
  expect(image.url, page).toMatch(/^http:\/\/localhost:80\/media\/share\/.+\.jpg$/);
  const file = await ctx.app.inject({ method: 'GET', url: new URL(image.url).pathname });
  expect(file.statusCode, page).toBe(200);
  expect(file.headers, page).toMatchObject({ 'content-type': 'image/jpeg', 'cache-control': 'public, max-age=31536000, immutable' });
  expect(await sharp(file.rawPayload).metadata(), page).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
  return { url: image.url, bytes: file.rawPayload };
}

describeEachDatabase(
  'share previews',
  (ctx) => {
    const seed = () => seedDemoContent(ctx().database.db, { store: ctx().app.media.store }, ctx().clock.now(), ctx().config.shortName);

    it("gives an item's page its image as a 1200x630 JPEG, with its size and the item's title as its alt", async () => {
      await seed();
      const [item] = (await ctx().call({ method: 'GET', url: '/api/get_feed/1' })).json<{ record: FeedItem[] }>().record;
      expect(item!.u_image).toMatch(/\.svg$/);
      const { url } = await expectJpegPreview(ctx(), `/content?id=${item!.uni_id}`, item!.u_title);
      expect(url).toBe(`http://localhost:80/media/share/${item!.u_image}.jpg`);
    });

    it("gives a hot topic's page the topic's own picture as a 1200x630 JPEG, with the topic's name as its alt", async () => {
      await seed();
      const [topic] = (await ctx().call({ method: 'GET', url: '/api/get_parent_topic/1' })).json<{ record: HotTopic[] }>().record;
      expect(topic!.u_image).toMatch(/\.svg$/);
      const { url } = await expectJpegPreview(ctx(), hotTopicPath(topic!), topic!.u_title);
      expect(url).toBe(`http://localhost:80/media/share/${topic!.u_image}.jpg`);
    });

    it("gives an unknown hot topic's page, a category's and the home page the site's logo on a 1200x630 JPEG", async () => {
      await seed();
      const site = await expectJpegPreview(ctx(), '/', 'wiy logo');
      expect(await expectJpegPreview(ctx(), hotTopicPath({ uni_id: 'no-such-topic', u_title: 'Gone' }), 'wiy logo')).toEqual(site);
      expect(await expectJpegPreview(ctx(), categoryFeedPath('all', 'all'), 'wiy logo')).toEqual(site);
      // White around the logo: the corners of the picture.
      const { data } = await sharp(site.bytes).extract({ left: 0, top: 0, width: 8, height: 8 }).raw().toBuffer({ resolveWithObject: true });
      expect(Math.min(...data)).toBeGreaterThan(240);
    });

    it("gives an item whose image is another site's address the site's preview, fetching nothing from that site", async () => {
      await new ContentRepository(ctx().database.db).insertMany([
        buildFeedItem({ uni_id: 'far', u_title: 'Far away', u_image: 'https://images.example/far.webp' }),
      ]);
      await ctx().app.publicAnswers.version.refresh();
      const image = await unfurl(ctx(), '/content?id=far');
      expect(image.url).toBe((await unfurl(ctx(), '/')).url);
      expect(image.alt).toBe('wiy logo');
    });
  },
  { env: { WEB_DIST: path.join(dist, 'web') } },
);
