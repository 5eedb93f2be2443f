import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useCurator } from './curator.ts';
import { listedScreens, MOBILE, screenLive, useBrowser } from './support.ts';

const CURATOR = '9123456791';

const cards = (page: Page) => page.locator('[data-testid="feed-card"]');
/** The reader coming back to the tab: the feed asks again at once instead of at its next 30 s tick. */
const comeBack = (page: Page) => page.evaluate(() => document.dispatchEvent(new Event('visibilitychange', { bubbles: true })));

/** The first card wholly in view, and where it is: what the reader is looking at. */
const inView = (page: Page) =>
  page.evaluate(() => {
    const card = [...document.querySelectorAll<HTMLElement>('[data-testid="feed-card"]')].find((c) => c.getBoundingClientRect().top >= 0);
    return { y: scrollY, id: card?.dataset.id, top: card?.getBoundingClientRect().top };
  });

/** Counts the browser's calls for Trending's pages and for its news from now on. */
function countCalls(page: Page) {
  const calls = { pages: 0, news: 0 };
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/get_feed/')) calls.pages += 1;
    if (pathname.startsWith('/api/get_feed_news/')) calls.news += 1;
  });
  return calls;
}

describe("The 'new posts' pill", () => {
  const browser = useBrowser();
  const curator = useCurator(CURATOR);

  it('appears when curators publish, without moving what the reader sees, and a tap brings the posts in at the top', async () => {
    const context = await browser.context(MOBILE, { serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.goto('/');
    await screenLive(page);
    await cards(page).nth(3).scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 300);
    await page.waitForTimeout(300);
    const calls = countCalls(page);
    const before = await inView(page);
    expect(before.y).toBeGreaterThan(0);
    await comeBack(page);
    await page.waitForTimeout(500);
    expect(await page.getByRole('button', { name: /new posts?$/ }).count()).toBe(0);

    await curator.publish({ title: 'Pill: the first news', url: 'https://www.youtube.com/watch?v=pill0000001' });
    await curator.publish({ title: 'Pill: the second news', url: 'https://www.youtube.com/watch?v=pill0000002' });
    // The published posts reach every process's kept answers within a second.
    await page.waitForTimeout(1200);
    await comeBack(page);
    const pill = page.getByRole('button', { name: '2 new posts' });
    await pill.waitFor();
    // Below the sticky header, covering none of its controls.
    const header = (await page.locator('.header').boundingBox())!;
    expect((await pill.boundingBox())!.y).toBeGreaterThanOrEqual(header.y + header.height);
    expect(await page.locator('[aria-live="polite"]').filter({ has: pill }).count()).toBe(1);
    expect(await inView(page)).toEqual(before);
    // Told without a page: only the news call went out.
    expect(calls.pages).toBe(0);
    expect(calls.news).toBeGreaterThanOrEqual(2);

    await pill.click();
    await page.waitForFunction(() => scrollY === 0);
    // The pill's button is gone: focus is on the first card, not lost to the page.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest('[data-testid="feed-card"]')?.textContent ?? ''))
      .toContain('Pill: the second news');
    await expect.poll(() => cards(page).first().textContent()).toContain('Pill: the second news');
    expect(await cards(page).nth(1).textContent()).toContain('Pill: the first news');
    await expect.poll(() => page.getByRole('button', { name: /new posts?$/ }).count()).toBe(0);
  });

  it("appears on a hot topic's feed for the topic's own posts", async () => {
    const context = await browser.context(MOBILE, { serviceWorkers: 'block' });
    const page = await context.newPage();
    const { hotTopic } = await listedScreens();
    const topicId = new URL(hotTopic, 'http://x').searchParams.get('id')!;
    await page.goto(hotTopic);
    await screenLive(page);
    await cards(page).first().waitFor();
    await curator.publish({ title: 'Pill: news elsewhere', url: 'https://www.youtube.com/watch?v=pill0000003' });
    await curator.publish({ title: 'Pill: news of the topic', url: 'https://www.youtube.com/watch?v=pill0000004', hotTopic: topicId });
    await page.waitForTimeout(1200);
    await comeBack(page);
    const pill = page.getByRole('button', { name: '1 new post' });
    await pill.waitFor();
    await pill.click();
    await expect.poll(() => cards(page).first().textContent()).toContain('Pill: news of the topic');
  });
});
