import type { SiteSearchAnswer } from '@wiy/shared/site-search.schema';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, DESKTOP, expectNoSeriousA11yViolations, fetchPage, MOBILE, screenLive, useBrowser } from './support.ts';

/** A query of the demo content with more than a page of items, found by asking the API as the screen will. */
async function queryWithPages(): Promise<string> {
  for (const q of ['the', 'watch', 'breaking']) {
    const answer = await api<SiteSearchAnswer>(`/api/site_search?${new URLSearchParams({ q })}`);
    if (answer.has_more) return q;
  }
  throw new Error('no demo query has a second page');
}

const cards = (page: Page) => page.locator('main [data-testid="feed-card"]');

/** Follows a link or sends a form as a reader does: a full page load, the server's HTML. */
async function reach(page: Page, act: () => Promise<unknown>, where: (url: URL) => boolean) {
  await Promise.all([page.waitForURL(where), act()]);
}

describe('The reader search', () => {
  const browser = useBrowser();
  let q = '';
  beforeAll(async () => {
    q = await queryWithPages();
  });

  it("is reached with JavaScript off from the header's form, its results paged by links and each opening its item", async () => {
    const context = await browser.context(MOBILE, { javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    const box = page.getByRole('banner').getByRole('searchbox', { name: 'Search' });
    await box.fill(q);
    await reach(
      page,
      () => box.press('Enter'),
      (url) => url.pathname === '/search' && url.searchParams.get('q') === q,
    );
    expect(await page.title()).toBe(`Search: ${q}`);
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    expect(await page.locator('main h1').textContent()).toBe(`Search: ${q}`);
    expect(await cards(page).count()).toBe(20);
    const first = await cards(page).first().getAttribute('data-id');

    await reach(
      page,
      () => page.getByRole('link', { name: 'Load more' }).click(),
      (url) => url.searchParams.get('page') === '2',
    );
    expect(await cards(page).count()).toBeGreaterThan(0);
    const second = cards(page).first();
    expect(await second.getAttribute('data-id')).not.toBe(first);
    const id = (await second.getAttribute('data-id'))!;
    await reach(
      page,
      () => second.click(),
      (url) => url.pathname === '/content' && url.searchParams.get('id') === id,
    );
    expect(await page.locator('main h1').count()).toBe(1);
  });

  it('names its OpenSearch description in every page', async () => {
    for (const path of ['/', `/search?${new URLSearchParams({ q })}`, '/policy']) {
      const { document } = await fetchPage(path);
      const link = document.querySelector('link[rel="search"]');
      expect(link?.getAttribute('type'), path).toBe('application/opensearchdescription+xml');
      expect(link?.getAttribute('href'), path).toBe('/opensearch.xml');
    }
  });

  it('asks once per pause in typing, not once per key, and the address follows', async () => {
    const context = await browser.context(DESKTOP, { serviceWorkers: 'block' });
    const page = await context.newPage();
    const asked: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/site_search') asked.push(url.searchParams.get('q') ?? '');
    });
    await page.goto('/search');
    await screenLive(page);
    const box = page.getByRole('main').getByRole('searchbox', { name: 'Search' });
    await box.click();
    // When each key reached the box, and the text then: a busy machine spaces keys unevenly, so the pauses are read.
    await page.evaluate(() => {
      const typed: [number, string][] = [];
      (window as unknown as { typed: typeof typed }).typed = typed;
      document.addEventListener('input', (event) => typed.push([performance.now(), (event.target as HTMLInputElement).value.trim()]));
    });
    await page.keyboard.type('monsoon', { delay: 40 });
    await page.waitForURL((url) => url.searchParams.get('q') === 'monsoon');
    await page.waitForTimeout(600);
    await page.keyboard.type(' rains', { delay: 40 });
    await page.waitForURL((url) => url.searchParams.get('q') === 'monsoon rains');
    await page.waitForTimeout(600);
    const typed = await page.evaluate(() => (window as unknown as { typed: [number, string][] }).typed);
    // The texts left standing for a while: before a gap of at least `ms`, and the last.
    const pausedAt = (ms: number) => [...new Set(typed.filter(([at], i) => (typed[i + 1]?.[0] ?? Infinity) - at >= ms).map(([, text]) => text))];
    expect(typed).toHaveLength('monsoon rains'.length);
    expect(asked.at(-1)).toBe('monsoon rains');
    // Every ask is a text that stood for 200 ms (190: the page's timer and these stamps differ by a few ms), once each;
    // every text that stood clearly longer was asked.
    for (const q of asked) expect(pausedAt(190), q).toContain(q);
    expect(new Set(asked).size).toBe(asked.length);
    for (const q of pausedAt(300)) expect(asked, q).toContain(q);
    expect(await page.title()).toBe('Search: monsoon rains');
    await expect.poll(() => cards(page).count()).toBeGreaterThan(0);
    expect(await cards(page).first().locator('mark').count()).toBeGreaterThan(0);
  });

  it.each([
    ['390', MOBILE],
    ['1280', DESKTOP],
  ])('has no serious accessibility violation at %s px wide', async (_width, viewport) => {
    const page = await browser.open(`/search?${new URLSearchParams({ q })}`, viewport);
    await expect.poll(() => cards(page).count()).toBeGreaterThan(0);
    await expectNoSeriousA11yViolations(page);
  });

  it('shows in Hindi for a Hindi reader', async () => {
    const context = await browser.context(MOBILE, { locale: 'hi-IN' });
    const page = await context.newPage();
    await page.goto(`/search?${new URLSearchParams({ q })}`);
    await screenLive(page);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('hi');
    expect(await page.locator('main h1').textContent()).toBe(`खोज: ${q}`);
    expect(await page.title()).toBe(`खोज: ${q}`);
    await page.getByRole('main').getByRole('searchbox', { name: 'खोजें' }).fill('zzqxnothing');
    await expect.poll(() => page.locator('main .empty').textContent()).toBe('“zzqxnothing” के लिए कुछ नहीं मिला।');
  });

  it('breaks no rule of the Content Security Policy, from the header to typing on the screen', async () => {
    const context = await browser.context(DESKTOP);
    await context.addInitScript(() => {
      const refused: string[] = [];
      (window as unknown as { __refused: string[] }).__refused = refused;
      document.addEventListener('securitypolicyviolation', (event) => refused.push(`${event.violatedDirective} refused ${event.blockedURI || 'inline code'}`));
    });
    const page = await context.newPage();
    await page.goto('/');
    await screenLive(page);
    const box = page.getByRole('banner').getByRole('searchbox', { name: 'Search' });
    await box.fill(q);
    await box.press('Enter');
    await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('q') === q);
    await expect.poll(() => cards(page).count()).toBeGreaterThan(0);
    await page.getByRole('main').getByRole('searchbox', { name: 'Search' }).fill(`${q} monsoon`);
    await page.waitForURL((url) => url.searchParams.get('q') === `${q} monsoon`);
    expect(await page.evaluate(() => (window as unknown as { __refused: string[] }).__refused)).toEqual([]);
  });
});
