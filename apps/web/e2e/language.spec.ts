import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import english from '../src/locales/en/app.json';
import hindi from '../src/locales/hi/app.json';
import { api, expectNoSeriousA11yViolations, MOBILE, screenLive, serverRenderedScreens, useBrowser, watchConsole } from './support.ts';

const tabs = (page: Page) => page.locator('nav.tab-row a').allTextContents();

/**
 * The interface texts of the English catalogue a screen still shows while it should be in Hindi: an element whose
 * whole text, or whose label, title or placeholder, is one of them. Item titles and names are data, which stays as
 * curated; a text that reads the same in both languages (a brand) is left out.
 */
function englishLeftOn(page: Page): Promise<string[]> {
  const texts = Object.entries(english)
    .filter(([id, text]) => !text.includes('{') && text !== hindi[id as keyof typeof hindi])
    .map(([, text]) => text);
  return page.evaluate((english) => {
    const wanted = new Set(english);
    const found = new Set<string>();
    for (const element of document.body.querySelectorAll('*')) {
      const own = [...element.childNodes]
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent ?? '')
        .join('')
        .trim();
      for (const text of [own, element.getAttribute('aria-label'), element.getAttribute('title'), element.getAttribute('placeholder')]) {
        if (text && wanted.has(text.trim())) found.add(text.trim());
      }
    }
    return [...found];
  }, texts);
}
const HINDI_TABS = [hindi['tabs.trending'], hindi['tabs.hotTopic'], hindi['tabs.channels'], hindi['tabs.recipes']];
const ENGLISH_TABS = [english['tabs.trending'], english['tabs.hotTopic'], english['tabs.channels'], english['tabs.recipes']];
const DEVANAGARI = /[\u0900-\u097F]/;

describe('Hindi', () => {
  const browser = useBrowser();

  it('switches the whole app to Hindi from Settings and back, kept for the next visit', async () => {
    const page = await browser.open('/', MOBILE);
    await page.getByRole('link', { name: english['header.settings'] }).click();
    await page.getByRole('radio', { name: 'हिन्दी' }).check();
    await page.getByRole('heading', { level: 1, name: hindi['header.settings'] }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('hi');
    await expectNoSeriousA11yViolations(page);

    // Every screen in Hindi: the reader's screens, the account's and the header's controls.
    await page.getByRole('link', { name: hindi['header.saved'] }).click();
    await page.waitForURL((url) => url.pathname === '/saved');
    expect(await tabs(page)).toEqual(HINDI_TABS);
    await page.getByRole('navigation', { name: hindi['tabs.label'] }).getByRole('link', { name: hindi['tabs.channels'] }).click();
    await page.waitForURL((url) => url.pathname === '/list-category-channel');
    await page.getByRole('heading', { name: hindi['footer.contact'] }).waitFor();
    const [item] = (await api<{ record: { uni_id: string }[] }>('/api/get_feed/1')).record;
    const screens = [...(await serverRenderedScreens(item!)), '/login', '/sign-up', '/forgot-password', '/settings', '/saved', '/no-such-page'];
    for (const path of screens) {
      await page.goto(path);
      await screenLive(page);
      await page.waitForLoadState('networkidle');
      expect(await englishLeftOn(page), path).toEqual([]);
      // Hindi's longer words still fit a 390 px phone, with Noto's Devanagari as phones have it (.ci/run installs it).
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390);
    }

    // The next visit arrives from the server already in Hindi, before any script runs.
    const scriptless = await browser.context(MOBILE, { javaScriptEnabled: false });
    await scriptless.addCookies(await page.context().cookies());
    const plain = await scriptless.newPage();
    await plain.goto('/');
    expect(await plain.evaluate(() => document.documentElement.lang)).toBe('hi');
    expect(await tabs(plain)).toEqual(HINDI_TABS);

    await page.goto('/settings');
    await screenLive(page);
    await page.getByRole('radio', { name: 'English' }).check();
    await page.getByRole('heading', { level: 1, name: english['header.settings'] }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    await page.goto('/');
    await screenLive(page);
    expect(await tabs(page)).toEqual(ENGLISH_TABS);
  });

  it("speaks the browser's language by default, rendered by the server and hydrated without a mismatch", async () => {
    const [item] = (await api<{ record: { uni_id: string }[] }>('/api/get_feed/1')).record;
    for (const path of await serverRenderedScreens(item!)) {
      const context = await browser.context(MOBILE, { locale: 'hi-IN' });
      const page = await context.newPage();
      const problems = watchConsole(page);
      await page.goto(path);
      await screenLive(page);
      await page.waitForLoadState('networkidle');
      expect(problems, path).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.lang), path).toBe('hi');
      expect(await englishLeftOn(page), path).toEqual([]);
      await context.close();
    }
  });

  it('shows the tabs and writes dates in the language', async () => {
    const context = await browser.context(MOBILE, { locale: 'hi-IN' });
    const page = await context.newPage();
    await page.goto('/');
    await screenLive(page);
    expect(await tabs(page)).toEqual(HINDI_TABS);
    const date = page.locator('article time').first();
    await expect.poll(() => date.textContent()).toMatch(DEVANAGARI);
  });

  it('starts in English when the Hindi catalogue cannot load, instead of not starting', async () => {
    const context = await browser.context(MOBILE, { locale: 'hi-IN', serviceWorkers: 'block' });
    // The Hindi catalogue's chunk, named after its file (locales/hi/app.json) and its hash.
    await context.route(/\/assets\/app-[\w-]{8}\.js$/, (route) => route.abort());
    const page = await context.newPage();
    await page.goto('/');
    await screenLive(page);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    expect(await tabs(page)).toEqual(ENGLISH_TABS);
  });
});
