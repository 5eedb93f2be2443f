import AxeBuilder from '@axe-core/playwright';
import { JSDOM } from 'jsdom';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { CHROMIUM_ARGS, chromiumPath } from './chromium.ts';

export const baseUrl = inject('baseUrl');
export const smsOutbox = inject('smsOutbox');

export const MOBILE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };
/** Either side of the one breakpoint (spec 000 §9: 768 px for the content width, images and the detail). */
export const AT_BREAKPOINT = { width: 768, height: 900 };
export const BELOW_BREAKPOINT = { width: 767, height: 900 };

export interface BrowserSession {
  /** A fresh context (own storage) and page at a viewport size, opened at `path`. */
  open(path: string, viewport?: { width: number; height: number }): Promise<Page>;
  /**
   * A fresh context without a page, for tests that set up storage or routes first. `options` adds context
   * options, such as `serviceWorkers: 'block'` for a test whose routes must see requests the worker would answer.
   */
  context(viewport?: { width: number; height: number }, options?: BrowserContextOptions): Promise<BrowserContext>;
}

/** One Chromium for the spec file; every test gets its own context, closed after the file. */
export function useBrowser(): BrowserSession {
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_ARGS });
  });
  afterAll(async () => {
    await Promise.all(contexts.map((c) => c.close().catch(() => undefined)));
    await browser?.close();
  });
  const context = async (viewport = DESKTOP, options: BrowserContextOptions = {}) => {
    const created = await browser!.newContext({ viewport, baseURL: baseUrl, timezoneId: 'UTC', locale: 'en-GB', ...options });
    contexts.push(created);
    return created;
  };
  return {
    context,
    async open(path, viewport = DESKTOP) {
      const page = await (await context(viewport)).newPage();
      await page.goto(path);
      await screenLive(page);
      return page;
    },
  };
}

/** Waits until the screen answers clicks: a server-rendered one shows before its script has run. */
export async function screenLive(page: Page): Promise<void> {
  await page.locator('html[data-live]').waitFor({ state: 'attached' });
}

/** Fails the test on any serious or critical axe violation of the page as it stands. */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious).toEqual([]);
}

/**
 * How many items a virtual list has loaded: only the rows near the viewport are in the page, so the feed
 * element says how many there are in all (0 before it shows).
 */
export function loadedCount(page: Page): Promise<number> {
  return page.evaluate(() => Number(document.querySelector('[role="feed"]')?.getAttribute('data-count') ?? 0));
}

/**
 * Whether a virtual list holds exactly `ids`: as many loaded, and each rendered card (the page holds only
 * those near the viewport) at its id's place (aria-posinset). '' when it does, else what differs, so that
 * a failed poll says why.
 */
export async function listMismatch(page: Page, ids: readonly string[]): Promise<string> {
  const count = await loadedCount(page);
  const cards = await page
    .locator('[role="feed"] [aria-posinset]')
    .evaluateAll((cells) => cells.map((c) => [Number(c.getAttribute('aria-posinset')), c.getAttribute('data-anchor-id')] as const));
  if (count !== ids.length) return `${count} loaded, ${ids.length} expected`;
  if (cards.length === 0) return 'no card rendered';
  const misplaced = cards.filter(([position, id]) => ids[position - 1] !== id);
  return misplaced.map(([position, id]) => `${id} at ${position}, expected ${ids[position - 1]}`).join('; ');
}

/** Waits until the feed on the page lists exactly `ids`, in order. */
export async function expectListed(page: Page, ids: readonly string[]): Promise<void> {
  await expect.poll(() => listMismatch(page, ids)).toBe('');
}

/** A product API call from the test itself, with the Application header. */
export async function api<T>(path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, {
    ...init,
    headers: { Application: 'wiy', 'Content-Type': 'application/json', ...(init.headers ?? {}) },
  });
  return (await response.json()) as T;
}

/**
 * Opens a screen through the app's own router, as a click would, rather than from the server: the browser
 * then asks the API for the screen's data, which a test's `page.route` can answer with a crafted record.
 * Returns the first page's answer (its headers carry the page's policy).
 */
export async function openInApp(page: Page, path: string) {
  const response = await page.goto('/');
  await screenLive(page);
  await page.evaluate((target) => {
    history.pushState(null, '', target);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForURL((url) => `${url.pathname}${url.search}` === path);
  return response;
}

/** A page as a messenger or a search engine reads it: the server's HTML, no script run. */
export async function fetchPage(path: string): Promise<{ status: number; document: Document; headers: Headers }> {
  const response = await fetch(`${baseUrl}${path}`);
  return { status: response.status, headers: response.headers, document: new JSDOM(await response.text()).window.document };
}

/** Every screen the server renders, in the spec's order: the lists, an item, a topic, a category, channels, recipes, policies. */
export async function serverRenderedScreens(item: { uni_id: string }): Promise<string[]> {
  const listed = await listedScreens();
  return [
    '/',
    `/content?id=${item.uni_id}`,
    '/content-list',
    listed.hotTopic,
    '/category?catid=sports&subid=sports-cricket',
    '/list-category-channel',
    listed.channelFeed,
    listed.channelItem,
    '/recipe-channel-list',
    listed.recipeList,
    listed.recipe,
    '/policy',
    listed.policy,
  ];
}

/** The screens reached through lists, found by following the server's own links from their lists. */
export async function listedScreens() {
  const channelFeed = await firstLink('/list-category-channel', '/list-category-channel/list-channel-feed?');
  const recipeList = await firstLink('/recipe-channel-list', '/recipe-content-list?');
  return {
    hotTopic: await firstLink('/content-list', '/content-list-hot-topic?'),
    channelFeed,
    channelItem: await firstLink(channelFeed, '/channel-feed-content?'),
    recipeList,
    recipe: await firstLink(recipeList, '/recipe-content-page?'),
    policy: await firstLink('/policy', '/selectedpolicy?'),
  };
}

/** The first link on a server-rendered page whose address starts with `prefix`. */
async function firstLink(path: string, prefix: string): Promise<string> {
  const { document } = await fetchPage(path);
  const href = [...document.querySelectorAll('a[href]')].map((a) => a.getAttribute('href')!).find((h) => h.startsWith(prefix));
  expect(href, `a link to ${prefix}… on ${path}`).toBeDefined();
  return href!;
}

/**
 * Collects what the browser reports as errors: React reports every hydration mismatch there. Resources
 * this closed network cannot reach (the demo's images on other hosts) are not the page's fault.
 */
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    const unreachable = message.text().startsWith('Failed to load resource: net::');
    if ((message.type() === 'error' || message.type() === 'warning') && !unreachable) problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}
