import type { BrowserContext, Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loadedCount, MOBILE, screenLive, useBrowser } from './support.ts';

/**
 * Two asks of one page are at least 5 s apart in the browser; the test sees them through Playwright's events,
 * which a busy machine may deliver a little late or early, so it allows half a second.
 */
const GAP_SEEN_MS = 4_500;

const serverError = (route: Route) => route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ Error: 'Broken' }) });
const busy = (seconds: number) => (route: Route) =>
  route.fulfill({ status: 503, contentType: 'text/plain', headers: { 'retry-after': String(seconds) }, body: 'Busy' });

/** The reader's own scroll to the end of the list: the wheel, as far as the list goes. */
async function wheelToEnd(page: Page): Promise<void> {
  await page.mouse.move(195, 400);
  await page.mouse.wheel(0, 100_000);
}

/** When the page sent each call to the server's API (the product's and the session-time calls), from now on. */
function apiCalls(page: Page): number[] {
  const times: number[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/') || pathname.startsWith('/lom/')) times.push(Date.now());
  });
  return times;
}

/** The shortest time between two of `times`; Infinity for fewer than two. */
const shortestGap = (times: number[]) => Math.min(...times.slice(1).map((time, i) => time - times[i]!));

async function openTrending(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.goto('/');
  await screenLive(page);
  await expect.poll(() => loadedCount(page)).toBe(20);
  return page;
}

describe('A list whose next page fails', () => {
  const browser = useBrowser();

  it('asks once, and again only when the reader scrolls to the end anew, 5 s on', async () => {
    // Without a service worker: the page's routes would not see a request the worker makes.
    const context = await browser.context(MOBILE, { serviceWorkers: 'block' });
    const asked: number[] = [];
    await context.route('**/api/get_feed/2', (route) => {
      asked.push(Date.now());
      return serverError(route);
    });
    const page = await openTrending(context);

    await wheelToEnd(page);
    await expect.poll(() => asked.length).toBe(1);
    // Idle at the end of the list: the loader goes, the page lays out again, and nothing more is asked.
    await page.waitForTimeout(10_000);
    expect(asked).toHaveLength(1);

    await page.mouse.wheel(0, -600);
    await wheelToEnd(page);
    await expect.poll(() => asked.length).toBe(2);
    await page.waitForTimeout(2_000);
    expect(asked).toHaveLength(2);
  });

  it('under a server answering 503 with Retry-After, twenty pages ask at most once each per 5 s, and load on once it is back', async () => {
    const contexts = await Promise.all([0, 1].map(() => browser.context(MOBILE, { serviceWorkers: 'block' })));
    let refusing = false;
    for (const context of contexts) {
      await context.route(/\/(api|lom)\//, (route) => (refusing ? busy(5)(route) : route.continue()));
    }
    const pages: Page[] = [];
    // A few at a time: two cores.
    for (let i = 0; i < 20; i += 4) pages.push(...(await Promise.all([0, 1, 2, 3].map((n) => openTrending(contexts[(i + n) % 2]!)))));
    const calls = pages.map(apiCalls);

    refusing = true;
    const refusedUntil = Date.now() + 20_000;
    // Every reader keeps scrolling at the end of the list, about once a second.
    while (Date.now() < refusedUntil) {
      await Promise.all(pages.map(wheelToEnd));
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
    refusing = false;
    const recovered = Date.now();
    for (const [i, times] of calls.entries()) {
      expect(times.length, `page ${i} asked`).toBeGreaterThan(0);
      expect(shortestGap(times), `page ${i}'s asks ${times.map((t) => t - recovered).join(', ')} ms from recovery`).toBeGreaterThanOrEqual(GAP_SEEN_MS);
    }

    // The reader's next scroll: the page that failed loads (and a wheel still running may bring the one after).
    await Promise.all(pages.map(wheelToEnd));
    await Promise.all(pages.map((page) => expect.poll(() => loadedCount(page), { timeout: 10_000 }).toBeGreaterThanOrEqual(40)));
    expect(Date.now() - recovered).toBeLessThan(10_000);
  }, 120_000);

  it("keeps the 'new posts' question for after the server's Retry-After, even when the reader comes back to the tab", async () => {
    const context = await browser.context(MOBILE, { serviceWorkers: 'block' });
    const asked: number[] = [];
    await context.route('**/api/get_feed_news/**', (route) => {
      asked.push(Date.now());
      return asked.length === 1 ? busy(6)(route) : route.continue();
    });
    const page = await openTrending(context);
    await expect.poll(() => asked.length).toBe(1);

    // The reader comes back to the tab, which asks at once when the server has not asked to wait.
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange', { bubbles: true })));
    await page.waitForTimeout(4_000);
    expect(asked).toHaveLength(1);
    await expect.poll(() => asked.length, { timeout: 10_000 }).toBe(2);
    expect(asked[1]! - asked[0]!).toBeGreaterThanOrEqual(6_000 - 500);
  });
});
