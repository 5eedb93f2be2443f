import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import english from '../src/locales/en/app.json';
import hindi from '../src/locales/hi/app.json';
import { listedScreens, MOBILE, screenLive, useBrowser } from './support.ts';

/** What has focus: its tag, its text or label, and whether it lies inside the screen's main content. */
function focused(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement;
    return {
      tag: element?.tagName.toLowerCase(),
      id: element?.id,
      text: element?.textContent?.trim(),
      inMain: Boolean(element?.closest('main')),
    };
  });
}

/** Whether the skip link shows any part of itself in the viewport. */
function skipLinkShown(page: Page): Promise<boolean> {
  return page.locator('.skip-link').evaluate((link) => {
    const box = link.getBoundingClientRect();
    return box.bottom > 0 && box.right > 0 && box.top < innerHeight && box.width > 1 && box.height > 1;
  });
}

/** The main content's first element that Tab reaches: a link, a button or a field, shown and enabled. */
function firstControlInMain(page: Page) {
  return page.evaluate(() => {
    const controls = document.querySelectorAll<HTMLElement>(
      'main a[href], main button:not([disabled]), main input:not([disabled]), main select, main textarea, main [tabindex="0"]',
    );
    const first = [...controls].find((control) => control.getClientRects().length > 0 && control.tabIndex >= 0);
    return first?.outerHTML.slice(0, 200);
  });
}

describe('The skip link', () => {
  const browser = useBrowser();
  let screens: string[] = [];

  beforeAll(async () => {
    const listed = await listedScreens();
    screens = ['/', '/category?catid=sports&subid=sports-cricket', listed.hotTopic, '/list-category-channel', '/policy', '/login', '/sign-up'];
  });

  it('is the first tab stop of every screen, hidden until focused, and moves focus into the main content', async () => {
    const page = await browser.open('/', MOBILE);
    for (const screen of screens) {
      await page.goto(screen);
      await screenLive(page);
      expect(await skipLinkShown(page), screen).toBe(false);

      await page.keyboard.press('Tab');
      expect(await focused(page), screen).toMatchObject({ tag: 'a', text: english['header.skipToContent'] });
      expect(await skipLinkShown(page), screen).toBe(true);

      await page.keyboard.press('Enter');
      expect(await focused(page), screen).toMatchObject({ tag: 'main', id: 'main' });
      expect(page.url(), screen).not.toContain('#');
    }
  });

  it("takes the next Tab from `/` to the main content's first control (the feed's vendor filter), past the header and the tabs", async () => {
    const page = await browser.open('/', MOBILE);
    await page.locator('[data-testid="feed-card"]').first().waitFor();
    const first = await firstControlInMain(page);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toMatchObject({ inMain: true });
    expect(await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 200))).toBe(first);
  });

  it('works before the app is live, as a plain link to the main content', async () => {
    const context = await browser.context(MOBILE, { javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toMatchObject({ tag: 'a', text: english['header.skipToContent'] });
    await page.keyboard.press('Enter');
    await expect.poll(() => focused(page)).toMatchObject({ tag: 'main', id: 'main' });
  });

  it('reads in the page’s language', async () => {
    const context = await browser.context(MOBILE, { locale: 'hi-IN' });
    const page = await context.newPage();
    await page.goto('/');
    await screenLive(page);
    await page.keyboard.press('Tab');
    expect(await focused(page)).toMatchObject({ tag: 'a', text: hindi['header.skipToContent'] });
  });
});
