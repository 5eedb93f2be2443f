import type { BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { buildFeedItem } from '../src/test/factories.ts';
import { baseUrl, expectNoSeriousA11yViolations, MOBILE, openInApp, screenLive, useBrowser } from './support.ts';

/** The reader's Data saver choice, as the settings screen keeps it. */
const saving = (context: BrowserContext) => context.addCookies([{ name: 'data-saver', value: 'on', url: baseUrl }]);

/** Every variant the page asks for, by its width: the placeholder's (24) or a card's. */
function variantWidths(page: Page): string[] {
  const widths: string[] = [];
  page.on('request', (request) => {
    const width = /\/media\/variants\/(\d+)\//.exec(request.url())?.[1];
    if (width) widths.push(width);
  });
  return widths;
}

/** A saver's page asks for the placeholders only: no card-size variant at all. */
const PICTURES = /\/media\/variants\/(320|640|960)\//;

describe('Data saver (decision 242)', () => {
  const browser = useBrowser();
  const context = (options: BrowserContextOptions = {}) => browser.context(MOBILE, { serviceWorkers: 'block', ...options });

  it("is chosen in Settings; the next page arrives from the server with the placeholders only, and a tap loads that card's picture", async () => {
    const page = await (await context()).newPage();
    await page.goto('/settings');
    await screenLive(page);
    const choice = page.getByRole('group', { name: 'Use less data' });
    expect(await choice.getByRole('radio', { name: 'Automatic' }).isChecked()).toBe(true);
    await choice.getByRole('radio', { name: 'On' }).check();

    const widths = variantWidths(page);
    const answer = await page.goto('/');
    const html = await answer!.text();
    expect(html).toContain('/media/variants/24/');
    expect(html).not.toMatch(PICTURES);
    await screenLive(page);
    await page.evaluate(() => window.scrollBy(0, window.innerHeight * 3));
    await expect.poll(() => widths.length).toBeGreaterThan(4);
    expect(new Set(widths)).toEqual(new Set(['24']));

    // Back at the top: the list keeps only the rows near the viewport, so the first card three screens up was gone.
    await page.evaluate(() => window.scrollTo(0, 0));
    const id = await page.locator('article[aria-posinset="1"]').getByTestId('feed-card').getAttribute('data-id');
    const frame = page.locator('.card-frame', { has: page.locator(`[data-id="${id}"]`) });
    const picture = page.waitForRequest(PICTURES);
    await frame.getByRole('button', { name: 'Show image' }).click();
    expect((await picture).url()).toMatch(/\/media\/variants\/320\//);
    await expect.poll(() => frame.locator('img.card-image').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(320);
    expect(widths.filter((width) => width !== '24')).toEqual(['320']);
    expect(await frame.getByRole('button', { name: 'Show image' }).count()).toBe(0);
    // The card still opens its detail.
    await frame.getByRole('link').click();
    await page.waitForURL((url) => url.pathname === '/content' && url.searchParams.get('id') === id);
  });

  it("honours the browser's Save-Data: on in the server-rendered page and after it comes alive, and nothing else without it", async () => {
    const plain = await fetch(`${baseUrl}/`);
    expect(plain.headers.get('vary')).toMatch(/save-data/);
    expect(await plain.text()).toMatch(/\/media\/variants\/960\//);
    const asked = await fetch(`${baseUrl}/`, { headers: { 'Save-Data': 'on' } });
    const html = await asked.text();
    expect(html).toContain('/media/variants/24/');
    expect(html).not.toMatch(PICTURES);

    const page = await (await context({ extraHTTPHeaders: { 'Save-Data': 'on' } })).newPage();
    const widths = variantWidths(page);
    await page.goto('/');
    await screenLive(page);
    await page.evaluate(() => window.scrollBy(0, window.innerHeight * 3));
    await expect.poll(() => widths.length).toBeGreaterThan(4);
    expect(new Set(widths)).toEqual(new Set(['24']));
  });

  it("keeps the saver's home free of serious accessibility problems on a phone", async () => {
    const browserContext = await context();
    await saving(browserContext);
    const page = await browserContext.newPage();
    await page.goto('/');
    await screenLive(page);
    await expect.poll(() => page.locator('button.show-image').count()).toBeGreaterThan(0);
    await expectNoSeriousA11yViolations(page);
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
