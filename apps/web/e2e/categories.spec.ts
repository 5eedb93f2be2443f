import type { Category, SubCategory } from '@wiy/shared/category.schema';
import type { FeedItem } from '@wiy/shared/feed.schema';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api, DESKTOP, expectListed, expectNoSeriousA11yViolations, loadedCount, MOBILE, useBrowser } from './support.ts';

const nav = (page: Page) => page.getByRole('navigation', { name: 'Categories' });

async function openMenu(page: Page) {
  const loaded = page.waitForResponse((r) => r.url().endsWith('/api/get_sub_category'));
  await page.getByRole('link', { name: 'Categories menu' }).click();
  await loaded;
  await nav(page).getByRole('button', { name: 'Sports' }).waitFor();
}

describe('Category navigation and feed', () => {
  const browser = useBrowser();

  it('filters the categories from the third character of the search, not at the second', async () => {
    const categories = (await api<{ record: Category[] }>('/api/get_category')).record;
    const page = await browser.open('/', MOBILE);
    await openMenu(page);
    const search = nav(page).getByPlaceholder('Search category...');
    const rows = nav(page).locator('.category-row');
    expect(await rows.count()).toBe(categories.length);
    await search.fill('cr');
    expect(await rows.count()).toBe(categories.length);
    expect(await nav(page).locator('.sub-link').count()).toBe(0);
    await search.fill('cri');
    await expect.poll(() => rows.allTextContents()).toEqual(['Sports']);
    expect(await nav(page).locator('.sub-link').allTextContents()).toEqual(['Cricket']);
    await search.fill('SPORTS');
    await expect.poll(() => nav(page).locator('.sub-link').allTextContents()).toEqual(['Cricket', 'Football', 'Tennis', 'Formula 1', 'Athletics']);
    await nav(page).getByRole('button', { name: 'Clear search' }).click();
    expect(await search.inputValue()).toBe('');
    expect(await rows.count()).toBe(categories.length);
  });

  it('lands on the filtered feed with the right items after choosing a sub-category', async () => {
    const subs = (await api<{ record: SubCategory[] }>('/api/get_sub_category')).record;
    expect(subs.find((s) => s.uni_id === 'sports-cricket')?.u_category.id).toBe('sports');
    const expected = (await api<{ record: FeedItem[] }>('/api/get_filter_feed/1/null/sports/sports-cricket')).record;
    expect(expected.length).toBeGreaterThan(0);
    const page = await browser.open('/?vendor=Youtube', MOBILE);
    await openMenu(page);
    await nav(page).getByRole('button', { name: 'Sports' }).click();
    const feed = page.waitForResponse((r) => r.url().endsWith('/api/get_filter_feed/1/null/sports/sports-cricket'));
    await nav(page).getByRole('link', { name: 'Cricket' }).click();
    await feed;
    await page.waitForURL((url) => url.pathname === '/category' && url.search === '?catid=sports&subid=sports-cricket');
    expect(await nav(page).count()).toBe(0);
    await page.getByRole('heading', { level: 1, name: 'Sports › Cricket' }).waitFor();
    await expectListed(
      page,
      expected.map((i) => i.uni_id),
    );
    expect(expected.every((i) => i.u_sub_category?.id === 'sports-cricket')).toBe(true);

    await openMenu(page);
    expect(await nav(page).getByRole('button', { name: 'Sports' }).getAttribute('aria-expanded')).toBe('true');
    expect(await nav(page).getByRole('link', { name: 'Cricket' }).getAttribute('aria-current')).toBe('page');
  });

  it('starts the category feed again at page 1 for a chosen vendor', async () => {
    const expected = (await api<{ record: FeedItem[] }>('/api/get_filter_feed/1/Twitter/sports/all')).record;
    const page = await browser.open('/category?catid=sports&subid=all', DESKTOP);
    await page.locator('[data-testid="feed-card"]').first().waitFor();
    const filtered = page.waitForResponse((r) => r.url().endsWith('/api/get_filter_feed/1/Twitter/sports/all'));
    await page.getByRole('link', { name: 'Twitter', exact: true }).click();
    await filtered;
    await expectListed(
      page,
      expected.map((i) => i.uni_id),
    );
  });

  it('loads the next page within 50 px of the bottom', async () => {
    const page = await browser.open('/category?catid=all&subid=all', DESKTOP);
    await expect.poll(() => loadedCount(page)).toBe(20);
    const second = page.waitForResponse((r) => r.url().endsWith('/api/get_filter_feed/2/null/all/all'));
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight - window.innerHeight - 40));
    await second;
    await expect.poll(() => loadedCount(page)).toBe(40);
  });

  it('is an overlay drawer 280 px wide below 768 px and a fixed sidebar with "Search" above', async () => {
    const narrow = await browser.open('/', MOBILE);
    await openMenu(narrow);
    expect(await nav(narrow).evaluate((e) => [getComputedStyle(e).position, e.getBoundingClientRect().width])).toEqual(['fixed', 280]);
    // A modal dialog: the keyboard stays in it (past its last control, only the browser's own controls).
    const reached = new Set<string>();
    for (let step = 0; step < 30; step++) {
      await narrow.keyboard.press('Tab');
      reached.add(await narrow.evaluate(() => (document.activeElement?.closest('dialog') ? 'drawer' : (document.activeElement?.tagName ?? 'none'))));
    }
    expect([...reached].sort()).toEqual(['BODY', 'drawer']);
    // A click on the dimmed page beside it closes it, and the menu button has the focus again.
    await narrow.mouse.click(350, 400);
    expect(await nav(narrow).count()).toBe(0);
    expect(await narrow.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Categories menu');

    const wide = await browser.open('/', DESKTOP);
    await openMenu(wide);
    expect(await nav(wide).getByPlaceholder('Search', { exact: true }).count()).toBe(1);
    expect(await wide.getByRole('dialog').count()).toBe(0);
    expect(await nav(wide).evaluate((e) => [getComputedStyle(e).position, e.getBoundingClientRect().width])).toEqual(['fixed', 280]);
    await nav(wide).getByRole('link', { name: 'Policies' }).click();
    await wide.waitForURL((url) => url.pathname === '/policy');
    expect(await nav(wide).count()).toBe(0);
  });

  it('lays the category feed at 80% above 768 px', async () => {
    const page = await browser.open('/category?catid=sports&subid=sports-cricket', DESKTOP);
    await page.locator('[data-testid="feed-card"]').first().waitFor();
    const [main, feed] = await page.evaluate(() => [
      document.querySelector('main')!.clientWidth - 32,
      document.querySelector('.category-feed')!.getBoundingClientRect().width,
    ]);
    expect(Math.round(feed!)).toBe(Math.round(main! * 0.8));
  });

  it.each([
    ['mobile', MOBILE],
    ['desktop', DESKTOP],
  ])('has no serious accessibility violation on the feed and in the open navigation (%s)', async (_name, viewport) => {
    const page = await browser.open('/category?catid=sports&subid=sports-cricket', viewport);
    await page.locator('[data-testid="feed-card"]').first().waitFor();
    await expectNoSeriousA11yViolations(page);
    await openMenu(page);
    await expectNoSeriousA11yViolations(page);
  });
});
