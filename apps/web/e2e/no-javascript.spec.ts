import type { FeedItem } from '@wiy/shared/feed.schema';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api, fetchPage, MOBILE, screenLive, useBrowser } from './support.ts';

/** Main layout screens show the footer; the policy screens share the account screens' slimmer frame (spec 000 §2). */
type Frame = 'main' | 'account';

/**
 * What every screen reached without JavaScript must have: its heading, its cards when it is a list, the footer in
 * the main layout, and no control that does nothing: the only buttons shown submit a GET form.
 */
async function expectWholeScreen(page: Page, { cards, frame = 'main' }: { cards?: string; frame?: Frame }) {
  const where = page.url();
  expect(await page.locator('main h1').count(), where).toBe(1);
  if (cards) expect(await page.locator(`main [data-testid="${cards}"]`).count(), where).toBeGreaterThan(0);
  if (frame === 'main') expect(await page.locator('footer').isVisible(), where).toBe(true);
  const broken = await page.locator('button').evaluateAll((buttons) =>
    buttons
      .filter((button) => button.checkVisibility())
      .filter((button) => !((button as HTMLButtonElement).type === 'submit' && button.closest('form')?.method === 'get'))
      .map((button) => button.outerHTML.slice(0, 120)),
  );
  expect(broken, where).toEqual([]);
}

/** Follows a link as a reader taps it: a full page load, the server's HTML, no script. */
async function follow(page: Page, link: ReturnType<Page['locator']>, path: string | RegExp) {
  await Promise.all([page.waitForURL((url) => (typeof path === 'string' ? `${url.pathname}${url.search}` === path : path.test(url.href))), link.click()]);
}

describe('Readable and reachable with JavaScript off', () => {
  const browser = useBrowser();

  it('reaches every kind of screen from / by links alone, each whole', async () => {
    const context = await browser.context(MOBILE, { javaScriptEnabled: false });
    const page = await context.newPage();
    const tabs = page.getByRole('navigation', { name: 'Lists' });
    const home = () => follow(page, page.getByRole('link', { name: 'wiy home' }), '/');

    await page.goto('/');
    await expectWholeScreen(page, { cards: 'feed-card' });
    expect(await page.locator('[data-testid="feed-card"]').count()).toBe(20);

    // Trending, page by page, to the 45th item.
    await follow(page, page.getByRole('link', { name: 'Load more' }), '/?page=2');
    await follow(page, page.getByRole('link', { name: 'Load more' }), '/?page=3');
    await expectWholeScreen(page, { cards: 'feed-card' });
    const third = (await api<{ record: FeedItem[] }>('/api/get_feed/3')).record;
    expect(await page.locator('[data-testid="feed-card"]').evaluateAll((cards) => cards.map((card) => card.getAttribute('data-id')))).toEqual(
      third.map((item) => item.uni_id),
    );
    const fortyFifth = third[4]!;
    await follow(page, page.locator(`[data-testid="feed-card"][data-id="${fortyFifth.uni_id}"]`), `/content?id=${fortyFifth.uni_id}`);
    await expectWholeScreen(page, {});
    expect(await page.locator('main h1').textContent()).toBe(fortyFifth.u_title);

    // A platform chosen from the filter, then a hot topic's items.
    await home();
    await follow(page, page.getByRole('link', { name: 'Youtube', exact: true }), '/?vendor=Youtube');
    await expectWholeScreen(page, { cards: 'feed-card' });
    expect(await page.getByRole('link', { name: 'Youtube', exact: true }).getAttribute('aria-current')).toBe('true');
    await follow(page, tabs.getByRole('link', { name: 'Hot Topic' }), '/content-list');
    await expectWholeScreen(page, { cards: 'topic-card' });
    await follow(page, page.getByTestId('topic-card').first(), /\/content-list-hot-topic\?/);
    await expectWholeScreen(page, { cards: 'feed-card' });

    // The menu is a link to the categories page: a category's feed, then a sub-category's.
    await follow(page, page.getByRole('link', { name: 'Categories menu' }), '/categories');
    await expectWholeScreen(page, {});
    await follow(page, page.getByRole('link', { name: 'Sports', exact: true }), '/category?catid=sports&subid=all');
    await expectWholeScreen(page, { cards: 'feed-card' });
    expect(await page.locator('main h1').textContent()).toContain('Sports');
    await follow(page, page.getByRole('link', { name: 'Categories menu' }), '/categories');
    // The page's search is a GET form, filtered by the server.
    await page.getByRole('searchbox', { name: 'Search categories' }).fill('cri');
    await Promise.all([
      page.waitForURL((url) => url.pathname === '/categories' && url.searchParams.get('q') === 'cri'),
      page.getByRole('button', { name: 'Search' }).click(),
    ]);
    await follow(page, page.getByRole('link', { name: 'Cricket' }), '/category?catid=sports&subid=sports-cricket');
    await expectWholeScreen(page, { cards: 'feed-card' });
    expect(await page.locator('main h1').textContent()).toContain('Cricket');

    // The channel directory and a channel's feed.
    await follow(page, tabs.getByRole('link', { name: 'Channels' }), '/list-category-channel');
    await expectWholeScreen(page, { cards: 'channel-card' });
    await follow(page, page.getByTestId('channel-card').first(), /\/list-category-channel\/list-channel-feed\?data=/);
    await expectWholeScreen(page, { cards: 'channel-feed-card' });

    // The recipe home, a channel's recipes and a recipe.
    await follow(page, tabs.getByRole('link', { name: 'Recipes' }), '/recipe-channel-list');
    await expectWholeScreen(page, { cards: 'channel-card' });
    await follow(page, page.getByTestId('channel-card').first(), /\/recipe-content-list\?data=/);
    await expectWholeScreen(page, { cards: 'recipe-card' });
    const recipe = page.getByTestId('recipe-card').first();
    const title = (await recipe.locator('.card-title').textContent()) ?? '';
    await follow(page, recipe, /\/recipe-content-page\?data=/);
    await expectWholeScreen(page, {});
    expect(await page.locator('main h1').textContent()).toBe(title);

    // A policy, from the footer.
    const policy = page.locator('footer').getByRole('link').first();
    const policyTitle = await policy.textContent();
    await follow(page, policy, /\/selectedpolicy\?id=/);
    await expectWholeScreen(page, { frame: 'account' });
    expect(await page.locator('main h1').textContent()).toBe(policyTitle);
  });

  it('sends the search forms as GET forms to screens the server renders', async () => {
    const { document } = await fetchPage('/recipe-channel-list');
    const form = document.querySelector('main form[role="search"]');
    expect(form?.getAttribute('method')).toBe('get');
    expect(form?.getAttribute('action')).toBe('/search-recipe-list');
    expect(form?.querySelector('input[name="search"]')).not.toBeNull();
    const results = await fetchPage('/search-recipe-list?search=Dosa');
    expect(results.document.querySelectorAll('[data-testid="recipe-card"]').length).toBeGreaterThan(0);
  });
});

describe('Taps before the app is live', () => {
  const browser = useBrowser();

  /** The page with the app's code held back: the scripts its HTML names run, those they load wait `ms`. */
  async function slowApp(ms: number) {
    const context = await browser.context(MOBILE);
    const named = new Set(
      [...(await fetchPage('/')).document.querySelectorAll('script[src], link[rel="modulepreload"]')].map(
        (e) => e.getAttribute('src') ?? e.getAttribute('href'),
      ),
    );
    await context.route('**/assets/*.js', async (route) => {
      if (!named.has(new URL(route.request().url()).pathname)) await new Promise((resolve) => setTimeout(resolve, ms));
      await route.continue();
    });
    return context.newPage();
  }

  it('saves an item tapped before the app is live, once it is', async () => {
    const page = await slowApp(2000);
    const [item] = (await api<{ record: FeedItem[] }>('/api/get_feed/1')).record as [FeedItem];
    await page.goto('/');
    const save = page.getByRole('button', { name: `Save ${item.u_title}` });
    await save.click();
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-live'))).toBe(false);
    await screenLive(page);
    await expect.poll(() => save.getAttribute('aria-pressed')).toBe('true');
  });

  it('follows a tab or the menu tapped before the app is live, as the links they are', async () => {
    const page = await slowApp(2000);
    await page.goto('/');
    await Promise.all([
      page.waitForURL((url) => url.pathname === '/content-list'),
      page.getByRole('navigation', { name: 'Lists' }).getByRole('link', { name: 'Hot Topic' }).click(),
    ]);
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-live'))).toBe(false);
    await Promise.all([page.waitForURL((url) => url.pathname === '/categories'), page.getByRole('link', { name: 'Categories menu' }).click()]);
    await page.getByRole('link', { name: 'Cricket' }).waitFor();
  });
});
