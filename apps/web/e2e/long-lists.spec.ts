import type { FeedItem } from '@wiy/shared/feed.schema';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, loadedCount, MOBILE, useBrowser } from './support.ts';

/** Items added at the end of Trending, so the list runs well past the demo catalogue's 320. */
const EXTRA_ITEMS = 400;

const elementCount = (page: Page) => page.evaluate(() => document.getElementsByTagName('*').length);

/** The rendered cards' ids and their tops relative to the viewport, in document order. */
const renderedCards = (page: Page) =>
  page.locator('[data-anchor-id]').evaluateAll((cells) => cells.map((c) => ({ id: c.getAttribute('data-anchor-id')!, top: c.getBoundingClientRect().top })));

/** Scrolls to the bottom until `count` items are loaded (the home rule loads at 75% of the height). */
async function scrollUntilLoaded(page: Page, count: number): Promise<void> {
  for (let before = await loadedCount(page); before < count; before = await loadedCount(page)) {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => loadedCount(page), { timeout: 10_000 }).toBeGreaterThan(before);
  }
}

/**
 * A card well inside the viewport (below the sticky header, above the bottom) after scrolling to `y`, once
 * the rows have been measured and the virtualiser has corrected the scroll for their real heights.
 */
async function cardInView(page: Page, y: number): Promise<{ id: string; top: number }> {
  await page.evaluate((top) => window.scrollTo(0, top), y);
  const inView = (cards: { id: string; top: number }[]) => cards.find((c) => c.top > 150 && c.top < 500);
  let last = '';
  // Settled, and showing a card there: on a busy machine two equal reads can come before the rows in view are drawn.
  await expect
    .poll(async () => {
      const cards = await renderedCards(page);
      const now = JSON.stringify(cards);
      const settled = now === last;
      last = now;
      return settled && inView(cards) !== undefined;
    })
    .toBe(true);
  return inView(await renderedCards(page))!;
}

const topOf = (page: Page, id: string) =>
  page.evaluate((cardId) => document.querySelector(`[data-anchor-id="${cardId}"]`)?.getBoundingClientRect().top ?? null, id);

describe('Long lists stay light', () => {
  const browser = useBrowser();
  let total = 0;

  beforeAll(async () => {
    await api('/api/test/feed-items', { method: 'POST', body: JSON.stringify({ count: EXTRA_ITEMS, prefix: 'long' }) });
    // The whole of Trending, page by page, as the screen will join it.
    for (let page = 1; ; page++) {
      const { record } = await api<{ record: FeedItem[] }>(`/api/get_feed/${page}`);
      if (record.length === 0) break;
      total += record.length;
    }
  });

  it('keeps at most 1.3 times the first screen’s elements in the page after the whole list has loaded', async () => {
    const page = await browser.open('/', MOBILE);
    await page.locator('[data-testid="feed-card"]').first().waitFor();
    await expect.poll(() => loadedCount(page)).toBe(20);
    const firstScreen = await elementCount(page);
    await scrollUntilLoaded(page, total);
    expect(total).toBeGreaterThan(700);
    await expect.poll(() => page.getByRole('link', { name: 'Load more' }).count()).toBe(0);
    const afterAll = await elementCount(page);
    expect(afterAll).toBeLessThanOrEqual(1.3 * firstScreen);
    // The document is still as tall as the whole list: that is what the load triggers measure.
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(total * 250);
  });

  it('returns to the same card on Back from its detail', async () => {
    const page = await browser.open('/', MOBILE);
    await page.locator('[data-testid="feed-card"]').first().waitFor();
    await scrollUntilLoaded(page, 100);
    const card = await cardInView(page, 12_000);
    // Where the card is as it is clicked, read in the same task: Playwright's own click may scroll first.
    const top = await page.locator(`[data-anchor-id="${card.id}"] a`).evaluate((link: HTMLElement) => {
      const at = link.getBoundingClientRect().top;
      link.click();
      return at;
    });
    await page.waitForURL(`**/content?id=${card.id}`);
    await page.goBack();
    await expect.poll(async () => Math.abs(((await topOf(page, card.id)) ?? Infinity) - top)).toBeLessThanOrEqual(3);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(10_000);
  });

  it('returns to the anchored card after a reload, fetching the pages it was in', async () => {
    const page = await browser.open('/', MOBILE);
    await page.locator('[data-testid="feed-card"]').first().waitFor();
    await scrollUntilLoaded(page, 140);
    const card = await cardInView(page, 30_000);
    // The place is written once scrolling has settled: the stored anchor is the first card in view.
    await expect
      .poll(() =>
        page.evaluate(() => {
          const stored = JSON.parse(sessionStorage.getItem('list-anchor:/') ?? 'null') as { id: string } | null;
          const first = [...document.querySelectorAll('[data-anchor-id]')].find((c) => c.getBoundingClientRect().bottom > 0);
          return stored !== null && stored.id === first?.getAttribute('data-anchor-id');
        }),
      )
      .toBe(true);
    const reloaded = page.waitForEvent('load');
    // Where the card is as the page goes, read in the same task as the reload is asked for.
    const top = await page.evaluate((id) => {
      setTimeout(() => location.reload());
      return document.querySelector(`[data-anchor-id="${id}"]`)!.getBoundingClientRect().top;
    }, card.id);
    await reloaded;
    await expect.poll(async () => Math.abs(((await topOf(page, card.id)) ?? Infinity) - top), { timeout: 15_000 }).toBeLessThanOrEqual(3);
  });

  it('opens at the top when the list is reached by a link rather than Back', async () => {
    const page = await browser.open('/', MOBILE);
    await page.locator('[data-testid="feed-card"]').first().waitFor();
    await scrollUntilLoaded(page, 60);
    await cardInView(page, 6_000);
    await page.getByRole('navigation', { name: 'Lists' }).getByRole('link', { name: 'Hot Topic' }).click();
    await page.waitForURL('**/content-list');
    await page.getByRole('navigation', { name: 'Lists' }).getByRole('link', { name: 'Trending' }).click();
    await page.locator('[data-testid="feed-card"]').first().waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  it('opens at the top when the address is opened again in the same tab, rather than reloaded', async () => {
    const page = await browser.open('/', MOBILE);
    await page.locator('[data-testid="feed-card"]').first().waitFor();
    await scrollUntilLoaded(page, 60);
    await cardInView(page, 6_000);
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('list-anchor:/') !== null)).toBe(true);
    await page.goto('/');
    await page.locator('html[data-live]').waitFor({ state: 'attached' });
    await expect.poll(() => loadedCount(page)).toBe(20);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  it('loads the next page with the Load more link, without scrolling', async () => {
    const page = await browser.open('/', MOBILE);
    await page.locator('[data-testid="feed-card"]').first().waitFor();
    await expect.poll(() => loadedCount(page)).toBe(20);
    const more = page.getByRole('link', { name: 'Load more' });
    const pageTwo = page.waitForResponse((r) => r.url().endsWith('/api/get_feed/2'));
    // A click in place: Playwright's own click would scroll to the link, and scrolling loads by itself.
    await more.evaluate((link: HTMLAnchorElement) => link.click());
    await pageTwo;
    await expect.poll(() => loadedCount(page)).toBe(40);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  it('lets Tab walk the cards and their controls in order past the rendered window', async () => {
    const page = await browser.open('/', MOBILE);
    await page.locator('[data-testid="feed-card"]').first().waitFor();
    await scrollUntilLoaded(page, 40);
    await page.evaluate(() => window.scrollTo(0, 0));
    const expected = [...(await api<{ record: FeedItem[] }>('/api/get_feed/1')).record, ...(await api<{ record: FeedItem[] }>('/api/get_feed/2')).record].map(
      (i) => i.uni_id,
    );
    const rendered = (await renderedCards(page)).length;
    const steps = 30;
    expect(rendered).toBeLessThan(steps);

    // Each card is three stops: its link, then its save control and its menu.
    const stops = expected.flatMap((id) => [`A ${id}`, `BUTTON ${id}`, `BUTTON ${id}`]);
    const focused = () =>
      page.evaluate(() => {
        const active = document.activeElement;
        return `${active?.tagName} ${active?.closest('[data-anchor-id]')?.getAttribute('data-anchor-id')}`;
      });
    await page.locator('[data-testid="feed-card"]').first().focus();
    expect(await focused()).toBe(stops[0]);
    // A label says which stop of a card has focus, for the two buttons.
    const named = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');
    for (let i = 1; i < 3 * steps; i++) {
      await page.keyboard.press('Tab');
      await expect.poll(focused).toBe(stops[i]);
      if (i % 3 === 2) expect(await named()).toMatch(/^More for /);
    }
    await page.keyboard.press('Shift+Tab');
    await expect.poll(focused).toBe(stops[3 * steps - 2]);
    await page.keyboard.press('Shift+Tab');
    await expect.poll(focused).toBe(stops[3 * steps - 3]);
    await page.keyboard.press('Shift+Tab');
    await expect.poll(focused).toBe(stops[3 * steps - 4]);
    const feed = page.getByRole('feed', { name: 'Trending' });
    expect(await feed.getAttribute('aria-busy')).toBe('false');
    expect(await page.locator(`[data-anchor-id="${expected[steps - 1]}"]`).getAttribute('aria-posinset')).toBe(String(steps));
  });
});
