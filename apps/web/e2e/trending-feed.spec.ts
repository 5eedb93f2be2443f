import type { Page } from 'playwright-core';
import type { FeedItem } from '@wiy/shared/feed.schema';
import { describe, expect, it } from 'vitest';
import { api, DESKTOP, expectListed, expectNoSeriousA11yViolations, loadedCount, MOBILE, screenLive, useBrowser } from './support.ts';

const cardIds = (page: Page) => page.locator('[data-testid="feed-card"]').evaluateAll((cards) => cards.map((c) => c.getAttribute('data-id')));

describe('Trending feed', () => {
  const browser = useBrowser();

  it('shows page 1 newest first, grouped under Today, with the loading text while it loads', async () => {
    // Without a service worker: the page's routes would not see a request the worker makes.
    const context = await browser.context(DESKTOP, { serviceWorkers: 'block' });
    const page = await context.newPage();
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/get_feed/1', async (route) => {
      await held;
      await route.continue();
    });
    // The server sends '/' with its first page; the browser loads the list itself when the tab starts it again.
    await page.goto('/content-list');
    await screenLive(page);
    await page.getByRole('navigation', { name: 'Lists' }).getByRole('link', { name: 'Trending' }).click();
    await expect.poll(() => page.getByRole('status').textContent()).toBe('Loading wiy Content...');
    release();
    const first = await api<{ record: FeedItem[] }>('/api/get_feed/1');
    await page.locator('[data-testid="feed-card"]').first().waitFor();
    await expectListed(
      page,
      first.record.map((i) => i.uni_id),
    );
    expect((await cardIds(page))[0]).toBe(first.record[0]!.uni_id);
    await expect.poll(() => page.getByRole('heading', { name: 'Today' }).count()).toBe(1);
    expect(await page.title()).toBe('Content List');
  });

  it('loads page 2 on scrolling past 75% of the page, without duplicates', async () => {
    const page = await browser.open('/', DESKTOP);
    await expect.poll(() => loadedCount(page)).toBe(20);
    const pageTwo = page.waitForResponse((r) => r.url().endsWith('/api/get_feed/2'));
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight * 0.8));
    await pageTwo;
    const pages = [...(await api<{ record: FeedItem[] }>('/api/get_feed/1')).record, ...(await api<{ record: FeedItem[] }>('/api/get_feed/2')).record];
    // 40 loaded, pages 1 then 2, and every card in the page (those near the viewport) at its place.
    await expectListed(
      page,
      pages.map((i) => i.uni_id),
    );
  });

  it('does not ask for page 2 before 75% of the page is reached', async () => {
    const page = await browser.open('/', MOBILE);
    await expect.poll(() => loadedCount(page)).toBe(20);
    const requests: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    // The bottom of the viewport at 70% of the page: past a 50% rule, short of the 75% one.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight * 0.7 - window.innerHeight));
    await page.waitForTimeout(300);
    expect(requests.filter((u) => u.includes('/api/get_feed/2'))).toEqual([]);
  });

  it('narrows the cards to one vendor, and clears it when the active icon is chosen again', async () => {
    const page = await browser.open('/');
    await page.locator('[data-testid="feed-card"]').first().waitFor();
    const youtube = page.getByRole('link', { name: 'Youtube', exact: true });
    const filtered = page.waitForResponse((r) => r.url().includes('/api/get_filter_feed/1/Youtube/all/all/trending'));
    await youtube.click();
    await filtered;
    expect(await youtube.getAttribute('aria-current')).toBe('true');
    await expect
      .poll(
        async () => await page.locator('[data-testid="feed-card"] img.vendor-icon').evaluateAll((imgs) => [...new Set(imgs.map((i) => i.getAttribute('alt')))]),
      )
      .toEqual(['Youtube']);
    const expected = await api<{ record: FeedItem[] }>('/api/get_filter_feed/1/Youtube/all/all/trending');
    await expectListed(
      page,
      expected.record.map((i) => i.uni_id),
    );
    expect(await page.getByRole('link', { name: 'Twitter', exact: true }).getAttribute('aria-current')).toBeNull();

    await youtube.click();
    // The click navigates, and the row re-renders after it: read the state once it has.
    await expect.poll(() => youtube.getAttribute('aria-current')).toBeNull();
    await expect
      .poll(
        async () => await page.locator('[data-testid="feed-card"] img.vendor-icon').evaluateAll((imgs) => new Set(imgs.map((i) => i.getAttribute('alt'))).size),
      )
      .toBeGreaterThan(1);
  });

  it('resets to page 1 of the unfiltered feed when the logo is clicked', async () => {
    const page = await browser.open('/?vendor=Reddit');
    await page.locator('[data-testid="feed-card"]').first().waitFor();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const reload = page.waitForResponse((r) => r.url().endsWith('/api/get_feed/1'));
    await page.getByRole('link', { name: 'wiy home' }).click();
    await reload;
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/');
    expect(await page.getByRole('link', { name: 'Reddit', exact: true }).getAttribute('aria-current')).toBeNull();
    await expect.poll(() => loadedCount(page)).toBe(20);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(await page.title()).toBe('Content List');
    expect(await page.getByRole('navigation', { name: 'Lists' }).getByRole('link', { name: 'Trending' }).getAttribute('aria-current')).toBe('page');
  });

  it('opens a card at /content?id=…', async () => {
    const page = await browser.open('/');
    const card = page.locator('[data-testid="feed-card"]').first();
    const id = await card.getAttribute('data-id');
    await card.click();
    await page.waitForURL(`**/content?id=${id}`);
  });

  it('shows the footer with one link per policy and the contact details', async () => {
    const page = await browser.open('/');
    const footer = page.locator('footer');
    await footer.getByRole('link', { name: 'Privacy Policy' }).waitFor();
    expect(await footer.getByRole('heading', { name: 'Policies' }).count()).toBe(1);
    expect(await footer.getByRole('link', { name: 'support@wiy.example' }).getAttribute('href')).toBe('mailto:support@wiy.example');
    expect(await footer.getByText('© 2025').count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/login');
  });

  it.each([
    ['mobile', MOBILE],
    ['desktop', DESKTOP],
  ])('has no serious accessibility violation (%s)', async (_name, viewport) => {
    const page = await browser.open('/', viewport);
    await page.locator('[data-testid="feed-card"]').first().waitFor();
    await expectNoSeriousA11yViolations(page);
  });

  it('lays the content at 85% of the width above 768 px and full width below', async () => {
    const wide = await browser.open('/', DESKTOP);
    const wideWidth = await wide.locator('main').evaluate((m) => m.getBoundingClientRect().width);
    expect(Math.round(wideWidth)).toBe(Math.round(DESKTOP.width * 0.85));
    const narrow = await browser.open('/', MOBILE);
    const narrowWidth = await narrow.locator('main').evaluate((m) => m.getBoundingClientRect().width);
    expect(Math.round(narrowWidth)).toBe(MOBILE.width);
  });
});
