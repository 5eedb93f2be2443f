import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, MOBILE, useBrowser } from './support.ts';

const tab = (page: Page, name: string) => page.getByRole('navigation', { name: 'Lists' }).getByRole('link', { name });
const openMenu = (page: Page) => page.getByRole('link', { name: 'Categories menu' }).click();

describe('Every section one tap away', () => {
  const browser = useBrowser();

  it('reaches Channels and Recipes from the tab row and back to Trending, on a phone without a horizontal scroll bar', async () => {
    const page = await browser.open('/', MOBILE);
    await page.locator('[data-testid="feed-card"]').first().waitFor();
    const widths = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
    expect(widths[0]).toBeLessThanOrEqual(widths[1]!);
    for (const name of ['Trending', 'Hot Topic', 'Channels', 'Recipes']) {
      const box = (await tab(page, name).boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(MOBILE.width);
    }

    await tab(page, 'Channels').click();
    await page.waitForURL((url) => url.pathname === '/list-category-channel');
    await page.getByRole('heading', { level: 1, name: 'Channels' }).waitFor({ state: 'attached' });
    expect(await tab(page, 'Channels').getAttribute('aria-current')).toBe('page');

    await tab(page, 'Recipes').click();
    await page.waitForURL((url) => url.pathname === '/recipe-channel-list');
    await page.getByRole('heading', { level: 1, name: 'Recipes' }).waitFor();
    expect(await tab(page, 'Recipes').getAttribute('aria-current')).toBe('page');
    expect(await tab(page, 'Channels').getAttribute('aria-current')).toBeNull();

    await tab(page, 'Trending').click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.locator('[data-testid="feed-card"]').first().waitFor();
  });

  it('starts Trending again from the tab: the vendor filter cleared, page 1 asked for afresh, at /', async () => {
    const page = await browser.open('/', DESKTOP);
    await page.locator('[data-testid="feed-card"]').first().waitFor();
    const filtered = page.waitForResponse((r) => r.url().includes('/api/get_filter_feed/1/Youtube/all/all/trending'));
    await page.getByRole('link', { name: 'Youtube', exact: true }).click();
    await filtered;
    await page.waitForURL((url) => url.search === '?vendor=Youtube');
    // Page 1 of the plain feed was loaded before the filter: the tab must ask for it again, not reuse it.
    const pageOne = page.waitForRequest((r) => r.url().endsWith('/api/get_feed/1'));
    await tab(page, 'Trending').click();
    await pageOne;
    await page.waitForURL((url) => url.pathname === '/' && url.search === '');
    expect(await page.getByRole('link', { name: 'Youtube', exact: true }).getAttribute('aria-current')).toBeNull();
    await page.locator('[data-testid="feed-card"]').first().waitFor();
  });

  it('reaches Channels, Recipes and Policies from the category drawer', async () => {
    const page = await browser.open('/', DESKTOP);
    for (const [name, path] of [
      ['Channels', '/list-category-channel'],
      ['Recipes', '/recipe-channel-list'],
      ['Policies', '/policy'],
    ] as const) {
      await openMenu(page);
      await page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name, exact: true }).click();
      await page.waitForURL((url) => url.pathname === path);
      expect(await page.getByRole('navigation', { name: 'Categories' }).count()).toBe(0);
    }
  });
});
