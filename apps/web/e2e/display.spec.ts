import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations, MOBILE, screenLive, useBrowser } from './support.ts';

const LIGHT_PAGE = 'rgb(243, 244, 246)';
const DARK_PAGE = 'rgb(17, 24, 39)';
const pageColour = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
const rootFontSize = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).fontSize);

describe('Dark mode and text size', () => {
  const browser = useBrowser();

  it('are chosen in Settings, reached from the header, and apply at once', async () => {
    const page = await browser.open('/', MOBILE);
    await page.getByRole('link', { name: 'Settings' }).click();
    await page.waitForURL((url) => url.pathname === '/settings');
    await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
    expect(await pageColour(page)).toBe(LIGHT_PAGE);
    await page.getByRole('radio', { name: 'Dark' }).check();
    await page.getByRole('radio', { name: 'Large' }).check();
    expect(await pageColour(page)).toBe(DARK_PAGE);
    expect(await rootFontSize(page)).toBe('18px');
    await expectNoSeriousA11yViolations(page);
  });

  it('are on the first paint of the next visit, before any script runs', async () => {
    const chosen = await browser.open('/settings', MOBILE);
    await chosen.getByRole('radio', { name: 'Dark' }).check();
    await chosen.getByRole('radio', { name: 'Small' }).check();
    // A browser that runs no script shows the page as the server wrote it: the choice must already be there.
    const scriptless = await browser.context(MOBILE, { javaScriptEnabled: false });
    await scriptless.addCookies(await chosen.context().cookies());
    const page = await scriptless.newPage();
    for (const path of ['/', '/list-category-channel', '/settings']) {
      await page.goto(path);
      expect(await pageColour(page), path).toBe(DARK_PAGE);
      expect(await rootFontSize(page), path).toBe('14px');
    }
  });

  it("follow the system's scheme by default, and a chosen theme overrides it", async () => {
    const context = await browser.context(MOBILE, { colorScheme: 'dark' });
    const page = await context.newPage();
    await page.goto('/');
    await screenLive(page);
    expect(await pageColour(page)).toBe(DARK_PAGE);
    await page.goto('/settings');
    await page.getByRole('radio', { name: 'Light' }).check();
    await page.goto('/');
    expect(await pageColour(page)).toBe(LIGHT_PAGE);
  });
});
