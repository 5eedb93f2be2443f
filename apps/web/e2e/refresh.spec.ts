import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useCurator } from './curator.ts';
import { DESKTOP, MOBILE, screenLive, useBrowser } from './support.ts';

const CURATOR = '9123456790';

const firstCardId = async (page: Page) => {
  await page.locator('[data-testid="feed-card"]').first().waitFor();
  return page.locator('[data-testid="feed-card"]').first().getAttribute('data-id');
};

/** Counts the browser's calls for Trending's page 1 from now on. */
function countPageOneCalls(page: Page): () => number {
  let calls = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/get_feed/1') calls += 1;
  });
  return () => calls;
}

/**
 * One finger dragged straight down from (x, y) by `distance` CSS pixels in steps, through the browser's own
 * input pipeline (CDP), as a phone's touch screen sends it; `release: false` keeps the finger down.
 */
async function dragDown(page: Page, { x = 195, y = 420, distance, release = true }: { x?: number; y?: number; distance: number; release?: boolean }) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
  const steps = 10;
  for (let step = 1; step <= steps; step++) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y: y + (distance * step) / steps }] });
  }
  if (release) await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  return cdp;
}

/** What the refresh control's polite live region says. */
const refreshMessage = (page: Page) => page.locator('.refresh-control [aria-live="polite"]').textContent();
const pullState = (page: Page) => page.evaluate(() => document.querySelector<HTMLElement>('.pull-indicator')?.dataset.pull ?? null);

describe('Refresh', () => {
  const browser = useBrowser();
  const curator = useCurator(CURATOR);

  it('brings a post published since the page opened to the top with a pull down on a phone, and not with a short one', async () => {
    // Blocked so that every call for page 1 goes to the network, where the test sees it.
    const context = await browser.context(MOBILE, { hasTouch: true, serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.goto('/');
    await screenLive(page);
    const before = await firstCardId(page);
    const pageOneCalls = countPageOneCalls(page);
    // A phone: the pull does it, and the button takes no room (it shows when focused).
    expect(await page.evaluate(() => matchMedia('(pointer: coarse)').matches)).toBe(true);
    expect(await page.getByRole('button', { name: 'Refresh' }).boundingBox()).toMatchObject({ width: 1, height: 1 });
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overscrollBehaviorY)).toBe('contain');

    const pulledIn = await curator.publish({ title: 'Pulled in: the final whistle', url: 'https://x.com/e2e_refresh/status/9001' });
    expect(await firstCardId(page)).toBe(before);

    // 100 px of finger is 50 px of pull, under the 64 px threshold: the indicator goes back, nothing is asked.
    await dragDown(page, { distance: 100 });
    expect(await pullState(page)).toBe(null);
    expect(pageOneCalls()).toBe(0);
    expect(await firstCardId(page)).toBe(before);

    const finger = await dragDown(page, { distance: 200, release: false });
    expect(await pullState(page)).toBe('armed');
    expect(await page.evaluate(() => scrollY)).toBe(0);
    await finger.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await expect.poll(() => firstCardId(page)).toBe(pulledIn);
    expect(pageOneCalls()).toBe(1);
    await expect.poll(() => refreshMessage(page)).toBe('Up to date');
    expect(await pullState(page)).toBe(null);
    expect(await page.locator('[data-testid="feed-card"]').nth(1).getAttribute('data-id')).toBe(before);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
  });

  it('leaves a pull alone once the feed is scrolled down', async () => {
    const context = await browser.context(MOBILE, { hasTouch: true, serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.goto('/');
    await screenLive(page);
    await firstCardId(page);
    const pageOneCalls = countPageOneCalls(page);
    await page.evaluate(() => scrollTo(0, 600));
    await expect.poll(() => page.evaluate(() => scrollY)).toBe(600);
    await dragDown(page, { distance: 200 });
    // The drag scrolled the page back up, as the browser does; no refresh came of it.
    await expect.poll(() => page.evaluate(() => scrollY)).toBeLessThan(600);
    expect(await pullState(page)).toBe(null);
    expect(pageOneCalls()).toBe(0);
  });

  it('brings a post published since the page opened to the top with the Refresh button on a desktop', async () => {
    const context = await browser.context(DESKTOP, { serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.goto('/');
    await screenLive(page);
    const before = await firstCardId(page);
    const button = page.getByRole('button', { name: 'Refresh' });
    expect(await button.isVisible()).toBe(true);

    const justIn = await curator.publish({ title: 'Just in: the launch window opens', url: 'https://x.com/e2e_refresh/status/9002' });
    expect(await firstCardId(page)).toBe(before);
    await button.click();
    await expect.poll(() => firstCardId(page)).toBe(justIn);
    await expect.poll(() => refreshMessage(page)).toBe('Up to date');
    expect(await button.getAttribute('aria-disabled')).toBe('false');
  });
});
