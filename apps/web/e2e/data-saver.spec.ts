import type { BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { buildFeedItem } from '../src/test/factories.ts';
import { baseUrl, MOBILE, openInApp, screenLive, useBrowser } from './support.ts';

/** The reader's Data saver choice, as the settings screen keeps it. */
const saving = (context: BrowserContext) => context.addCookies([{ name: 'data-saver', value: 'on', url: baseUrl }]);

/** Every card-size image the page asks for, by the variant's width. */
function variantWidths(page: Page): string[] {
  const widths: string[] = [];
  page.on('request', (request) => {
    const width = /\/media\/variants\/(\d+)\//.exec(request.url())?.[1];
    if (width) widths.push(width);
  });
  return widths;
}

const cardImages = (page: Page) =>
  page
    .locator('img.card-image')
    .evaluateAll((images: HTMLImageElement[]) => images.map((img) => ({ srcset: img.getAttribute('srcset'), src: img.currentSrc })));

describe('Data saver (decision 242)', () => {
  const browser = useBrowser();
  const context = (options: BrowserContextOptions = {}) => browser.context(MOBILE, { serviceWorkers: 'block', ...options });

  it('is chosen in Settings, and the next page arrives from the server with the smallest images only', async () => {
    const page = await (await context()).newPage();
    await page.goto('/settings');
    await screenLive(page);
    const choice = page.getByRole('group', { name: 'Use less data' });
    expect(await choice.getByRole('radio', { name: 'Automatic' }).isChecked()).toBe(true);
    await choice.getByRole('radio', { name: 'On' }).check();

    const widths = variantWidths(page);
    const answer = await page.goto('/');
    const html = await answer!.text();
    expect(html).toContain('/media/variants/320/');
    expect(html).not.toMatch(/\/media\/variants\/(640|960)\//);
    await screenLive(page);
    await page.evaluate(() => window.scrollBy(0, window.innerHeight * 3));
    await expect.poll(() => widths.length).toBeGreaterThan(4);
    expect(new Set(widths)).toEqual(new Set(['320']));
    for (const image of await cardImages(page)) expect(image.srcset).toBeNull();
  });

  it("honours the browser's Save-Data: on in the server-rendered page and after it comes alive, and nothing else without it", async () => {
    const plain = await fetch(`${baseUrl}/`);
    expect(plain.headers.get('vary')).toMatch(/save-data/);
    expect(await plain.text()).toMatch(/\/media\/variants\/960\//);
    const asked = await fetch(`${baseUrl}/`, { headers: { 'Save-Data': 'on' } });
    const html = await asked.text();
    expect(html).toContain('/media/variants/320/');
    expect(html).not.toMatch(/\/media\/variants\/(640|960)\//);

    const page = await (await context({ extraHTTPHeaders: { 'Save-Data': 'on' } })).newPage();
    const widths = variantWidths(page);
    await page.goto('/');
    await screenLive(page);
    await page.evaluate(() => window.scrollBy(0, window.innerHeight * 3));
    await expect.poll(() => widths.length).toBeGreaterThan(4);
    expect(new Set(widths)).toEqual(new Set(['320']));
  });

  it('loads no embed until the reader taps for it', async () => {
    const browserContext = await context();
    await saving(browserContext);
    const page = await browserContext.newPage();
    const item = buildFeedItem({ uni_id: 'crafted', u_social_vendor: { name: 'Youtube' }, u_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' });
    await page.route('**/api/get/feed_content/crafted', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ record: [item] }) }),
    );
    const players: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith('https://www.youtube-nocookie.com/')) players.push(request.url());
    });
    await openInApp(page, '/content?id=crafted');
    const load = page.getByRole('button', { name: 'Load the YouTube video' });
    await load.scrollIntoViewIfNeeded();
    // In view for a while: without the data saver the frame would have asked for its player at once.
    await page.waitForTimeout(1000);
    expect(players).toEqual([]);
    expect(await page.locator('iframe').count()).toBe(0);
    const request = page.waitForRequest((r) => r.url().startsWith('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'));
    await load.click();
    await request;
    expect(await page.locator('iframe').count()).toBe(1);
  });

  it("never asks the 'new posts' question", async () => {
    const browserContext = await context();
    await saving(browserContext);
    const page = await browserContext.newPage();
    let news = 0;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/get_feed_news/')) news += 1;
    });
    await page.goto('/');
    await screenLive(page);
    // The reader coming back to the tab asks at once without the data saver (new-posts.spec.ts).
    for (let visit = 0; visit < 3; visit++) {
      await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange', { bubbles: true })));
      await page.waitForTimeout(300);
    }
    expect(news).toBe(0);
  });

  it("spares the reader the service worker's precache of the whole app", async () => {
    const precached = async (save: boolean) => {
      const browserContext = await browser.context(MOBILE);
      if (save) await saving(browserContext);
      const page = await browserContext.newPage();
      await page.goto('/');
      await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state)).toBe('activated');
      return page.evaluate(async () => {
        const name = (await caches.keys()).find((key) => key.includes('precache'));
        return name ? (await (await caches.open(name)).keys()).length : 0;
      });
    };
    expect(await precached(true)).toBe(0);
    expect(await precached(false)).toBeGreaterThan(10);
  });
});
