import type { FeedItem } from '@wiy/shared/feed.schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, fetchPage, listedScreens, MOBILE, screenLive, useBrowser } from './support.ts';

describe('Share', () => {
  const browser = useBrowser();
  let screens: string[];

  beforeAll(async () => {
    const [item] = (await api<{ record: FeedItem[] }>('/api/get_feed/1')).record as [FeedItem];
    const listed = await listedScreens();
    screens = [`/content?id=${item.uni_id}`, listed.hotTopic, listed.channelItem, listed.recipe];
  });

  it('copies the link with a toast where the browser has no share sheet, and the link opens the same screen with its preview', async () => {
    const context = await browser.context(MOBILE, { permissions: ['clipboard-read', 'clipboard-write'] });
    const page = await context.newPage();
    for (const path of screens) {
      await page.goto(path);
      await screenLive(page);
      const heading = await page.getByRole('heading', { level: 1 }).textContent();
      await page.getByRole('button', { name: 'Copy link' }).click();
      await page.getByText('Link copied').waitFor();
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(copied, path).toBe(page.url());

      const other = await context.newPage();
      expect((await other.goto(copied))?.status(), path).toBe(200);
      await other.close();
      const { document } = await fetchPage(new URL(copied).pathname + new URL(copied).search);
      expect(document.querySelector('h1')?.textContent, path).toBe(heading);
      expect(document.querySelector('meta[property="og:title"]')?.getAttribute('content'), path).toBe(heading);
    }
  });

  it("opens the system's share sheet with the screen's title and address where there is one", async () => {
    const context = await browser.context(MOBILE);
    await context.addInitScript(() => {
      Object.defineProperty(navigator, 'share', {
        value: (data: ShareData) => {
          (window as unknown as { shared: ShareData }).shared = data;
          return Promise.resolve();
        },
      });
    });
    const page = await context.newPage();
    await page.goto(screens[0]!);
    await screenLive(page);
    await page.getByRole('button', { name: 'Share' }).click();
    const shared = await page.evaluate(() => (window as unknown as { shared: ShareData }).shared);
    expect(shared).toEqual({ title: await page.getByRole('heading', { level: 1 }).textContent(), url: page.url() });
  });
});
