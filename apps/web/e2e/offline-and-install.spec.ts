import type { FeedItem } from '@wiy/shared/feed.schema';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { freshMobile, loginThroughScreen, registerViaApi } from './account-support.ts';
import { api, baseUrl, expectListed, expectNoSeriousA11yViolations, listMismatch, MOBILE, screenLive, useBrowser } from './support.ts';

const OFFLINE_NOTICE = 'You are offline. Showing what you saw before.';

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** Every entry of the worker's caches, as `cache name` + path and query. */
async function cachedEntries(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const entries: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) {
        const url = new URL(request.url);
        entries.push(`${name} ${url.pathname}${url.search}`);
      }
    }
    return entries;
  });
}

describe('Install and offline', () => {
  const browser = useBrowser();

  /** A page at `path` once the worker is active and controls it (the reload goes through the worker). */
  async function controlledPage(path: string): Promise<{ context: BrowserContext; page: Page }> {
    const context = await browser.context(MOBILE);
    const page = await context.newPage();
    await page.goto(path);
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.reload();
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(`${baseUrl}/sw.js`);
    return { context, page };
  }

  it('links a manifest with the required fields whose icons load at their sizes', async () => {
    const page = await browser.open('/', MOBILE);
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    const response = await fetch(new URL(href!, baseUrl));
    expect(response.headers.get('content-type')).toContain('application/manifest+json');
    const manifest = (await response.json()) as { icons: { src: string; sizes: string; type: string; purpose: string }[] };
    expect(manifest).toMatchObject({ name: 'wiy', short_name: 'wiy', start_url: '/', display: 'standalone', theme_color: '#1d4ed8' });
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    for (const icon of manifest.icons) {
      const image = await fetch(new URL(icon.src, baseUrl));
      expect(image.headers.get('content-type')).toBe('image/png');
      const { width, height } = pngSize(Buffer.from(await image.arrayBuffer()));
      expect(`${width}x${height}`).toBe(icon.sizes);
    }
  });

  it('activates the service worker, which controls the page after a reload and still asks the network first', async () => {
    const context = await browser.context(MOBILE);
    const page = await context.newPage();
    await page.goto('/');
    await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state)).toBe('activated');
    // The page arrives rendered with its data, so the worker's own request for it is the network's answer.
    const fromWorker = new Promise<string>((resolve) =>
      context.on('request', (request) => {
        if (request.serviceWorker() && request.url() === `${baseUrl}/`) resolve(request.url());
      }),
    );
    await page.reload();
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(`${baseUrl}/sw.js`);
    expect(await fromWorker).toBe(`${baseUrl}/`);
    await page.locator('[data-testid="feed-card"]').first().waitFor();
  });

  it('offline, reopens the feed and an item seen before and says so; back online the notice goes and the feed refreshes', async () => {
    const { context, page } = await controlledPage('/');
    const cards = page.locator('[data-testid="feed-card"]');
    await screenLive(page);
    // The first page of Trending, as the virtual list holds it (only the cards near the viewport are rendered).
    const ids = (await api<{ record: FeedItem[] }>('/api/get_feed/1')).record.map((item) => item.uni_id);
    await expectListed(page, ids);
    // Opened through the app: the worker never fetched this screen as a page, only its answer.
    const card = cards.first();
    const title = (await card.locator('.card-title').textContent())!;
    await card.click();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    const detailUrl = page.url();
    expect(await page.getByRole('status').count()).toBe(0);

    await context.setOffline(true);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    expect(await page.getByRole('status').textContent()).toBe(OFFLINE_NOTICE);
    expect(page.url()).toBe(detailUrl);

    await page.goto('/');
    await screenLive(page);
    await expectListed(page, ids);
    expect(await page.getByRole('status').textContent()).toBe(OFFLINE_NOTICE);
    await expectNoSeriousA11yViolations(page);

    // The page asks again; whether the worker's own call gets through is not the page's to decide:
    // Playwright lifts the page's offline emulation before the worker's, so that call can still fail here.
    const refreshed = page.waitForRequest((request) => !request.serviceWorker() && request.url().endsWith('/api/get_feed/1'));
    await context.setOffline(false);
    await page.getByRole('status').waitFor({ state: 'detached' });
    await refreshed;
    // A refresh that fails keeps the cards it had.
    await page.waitForLoadState('networkidle');
    expect(await listMismatch(page, ids)).toBe('');
  });

  it('keeps nothing with account data: no account call, account screen or call with a token is in its caches', async () => {
    const mobile = freshMobile();
    await registerViaApi(mobile);
    const { page } = await controlledPage('/');
    await loginThroughScreen(page, mobile);
    await page.goto('/accountdelete');
    await page.getByRole('heading', { name: 'Delete Account' }).waitFor();
    expect(
      await page.evaluate(async () => {
        const headers = { Application: 'wiy', Authorization: 'Bearer not-a-real-token' };
        return (await fetch('/api/get_parent_topic/1', { headers })).status;
      }),
    ).toBe(200);

    const entries = await cachedEntries(page);
    // Positive controls: the worker did keep the public page and answer that the same visit read.
    expect(entries).toContain('pages /');
    expect(entries).toContain('api /api/get_feed/1');
    const privatePaths = ['/authenticate', '/verify', '/lom/', '/firebase/', '/api/admin', '/login', '/accountdelete', '/api/get_parent_topic/'];
    expect(entries.filter((entry) => privatePaths.some((path) => entry.split(' ')[1]!.startsWith(path)))).toEqual([]);
  });

  describe('a screen whose chunk does not load', () => {
    /** The worker would answer the chunk from its precache, out of the routes' sight. */
    async function pageWithoutWorker(): Promise<Page> {
      return (await browser.context(MOBILE, { serviceWorkers: 'block' })).newPage();
    }

    it('shows the Reload screen after 120 s of waiting, and not before (spec 000 §9)', async () => {
      const page = await pageWithoutWorker();
      await page.route('**/assets/content-*.js', () => undefined);
      await page.clock.install();
      await page.goto('/');
      // Live, so that the click is the app's navigation to the blocked chunk, not a page load.
      await screenLive(page);
      const card = page.locator('[data-testid="feed-card"]').first();
      await card.waitFor();
      // Paused, the page's time moves only when the test says, so the time-out is measured to the millisecond.
      await page.clock.pauseAt(Date.now() + 1_000);
      await card.click();
      await page.waitForURL('**/content?id=*');

      await page.clock.runFor(119_999);
      expect(await page.getByRole('button', { name: 'Reload' }).count()).toBe(0);
      expect(await page.getByRole('status').textContent()).toBe('Loading wiy Content...');

      await page.clock.runFor(1);
      await page.getByRole('heading', { name: 'This screen took too long to load.' }).waitFor();
      expect(await page.getByRole('button', { name: 'Reload' }).isVisible()).toBe(true);
      await page.clock.resume(); // axe waits on timers
      await expectNoSeriousA11yViolations(page);
    });

    it('says a chunk that failed could not be loaded, and Reload loads the screen', async () => {
      const page = await pageWithoutWorker();
      await page.route('**/assets/content-*.js', (route) => route.abort('internetdisconnected'));
      await page.goto('/');
      await screenLive(page);
      const card = page.locator('[data-testid="feed-card"]').first();
      const title = (await card.locator('.card-title').textContent())!;
      await card.click();
      await page.getByRole('heading', { name: 'This screen could not be loaded.' }).waitFor();

      await page.unroute('**/assets/content-*.js');
      await page.getByRole('button', { name: 'Reload' }).click();
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
    });
  });
});
