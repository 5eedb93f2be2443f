import type { FeedItem } from '@wiy/shared/feed.schema';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  baseUrl,
  DESKTOP,
  expectNoSeriousA11yViolations,
  fetchPage,
  MOBILE,
  screenLive,
  serverRenderedScreens,
  useBrowser,
  watchConsole,
} from './support.ts';

const meta = (document: Document, key: string) => document.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content') ?? undefined;

describe('Server-rendered screens', () => {
  const browser = useBrowser();
  let item: FeedItem;
  let screens: string[];

  beforeAll(async () => {
    [item] = (await api<{ record: FeedItem[] }>('/api/get_feed/1')).record as [FeedItem];
    screens = await serverRenderedScreens(item);
  });

  it("sends a content item's title, description and image in its HTML, for share previews and search engines", async () => {
    const { status, document } = await fetchPage(`/content?id=${encodeURIComponent(item.uni_id)}`);
    expect(status).toBe(200);
    expect(document.querySelector('h1')?.textContent).toBe(item.u_title);
    expect(document.title).toBe(item.u_title);
    expect(meta(document, 'og:title')).toBe(item.u_title);
    expect(meta(document, 'og:type')).toBe('article');
    expect(meta(document, 'og:image')).toMatch(new RegExp(`^${baseUrl}/media/`));
    expect(meta(document, 'twitter:card')).toBe('summary_large_image');
    expect(meta(document, 'description')?.length).toBeGreaterThan(0);
    expect(meta(document, 'description')).not.toContain('<');
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${baseUrl}/content?id=${item.uni_id}`);
  });

  it('renders every browsing screen with its data in the HTML and hands the data over as non-executing JSON', async () => {
    for (const path of screens) {
      const { status, document } = await fetchPage(path);
      expect(status, path).toBe(200);
      expect(document.querySelector('#root main h1, #root main [data-testid]'), path).not.toBeNull();
      const state = document.getElementById('page-state');
      expect(state?.getAttribute('type'), path).toBe('application/json');
      expect(JSON.parse(state!.textContent!).queries.queries.length, path).toBeGreaterThan(0);
      // Only the built module scripts: the CSP keeps script-src 'self'.
      expect(
        [...document.querySelectorAll('script:not([type="application/json"])')].every((s) => s.getAttribute('src')?.startsWith('/assets/')),
        path,
      ).toBe(true);
    }
  });

  it('shows the first cards before any script runs', async () => {
    const context = await browser.context(MOBILE, { javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    expect(await page.locator('[data-testid="feed-card"]').count()).toBeGreaterThan(3);
    expect(await page.getByRole('heading', { name: 'Today' }).or(page.locator('.feed-group-title')).first().isVisible()).toBe(true);
  });

  it("fetches the app's code once a server-rendered first screen has loaded, its card images first; at once where the browser renders", async () => {
    /** The scripts a page's HTML names as the server sends it: the small entry and its helper, never the app's chunks. */
    const namedByServer = async (path: string) =>
      [...(await fetchPage(path)).document.querySelectorAll('script[src], link[rel="modulepreload"]')].map(
        (e) => new URL(e.getAttribute('src') ?? e.getAttribute('href')!, baseUrl).href,
      );
    /**
     * When the page first asked for the app's code (a script its HTML does not name) and in how many requests, and
     * when its load event and the images asked for before it ended (ms).
     */
    const timings = (page: Page, named: string[]) =>
      page.evaluate((named) => {
        const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
        const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
        const loaded = navigation!.loadEventEnd;
        const code = resources.filter((r) => /\/assets\/[^/]+\.js$/.test(r.name) && !named.includes(r.name));
        return {
          app: Math.min(...code.map((r) => r.startTime)),
          requests: code.length,
          loaded,
          images: resources.filter((r) => r.name.includes('/media/variants/') && r.startTime < loaded).map((r) => r.responseEnd),
        };
      }, named);
    const open = async (path: string, cookies: { name: string; value: string }[] = []) => {
      const context = await browser.context(MOBILE);
      await context.addCookies(cookies.map((c) => ({ ...c, url: baseUrl })));
      const page = await context.newPage();
      await page.goto(path);
      await screenLive(page);
      return page;
    };

    const named = await namedByServer('/');
    expect(named).toHaveLength(2);
    // Once, so that the card images' sizes exist: a first request makes them.
    await (await open('/')).context().close();
    const rendered = await timings(await open('/'), named);
    expect(rendered.app).toBeGreaterThanOrEqual(rendered.loaded);
    // In a few requests (decision 097): four today, the app's chunk, Rolldown's helpers, main.tsx and the worker's registration.
    expect(rendered.requests).toBeLessThanOrEqual(5);
    expect(rendered.images.length).toBeGreaterThan(0);
    for (const end of rendered.images) expect(end).toBeLessThanOrEqual(rendered.app);
    // A device with mutes sees no card before the app is live, so nothing is gained by waiting.
    for (const page of [await open('/login'), await open('/', [{ name: 'mutes', value: '1' }])]) {
      const { app, loaded } = await timings(page, await namedByServer(new URL(page.url()).pathname));
      expect(app, page.url()).toBeLessThan(loaded);
    }
  });

  it("hydrates without a mismatch for a reader with saves and mutes, which the server's HTML cannot know", async () => {
    const context = await browser.context(MOBILE);
    const vendor = item.u_social_vendor.name;
    await context.addCookies([{ name: 'mutes', value: '1', url: baseUrl }]);
    await context.addInitScript(
      ({ saved, muted }) => {
        // The page's own frame only: the sandboxed embeds on an item's screen may not touch storage.
        if (window !== window.top) return;
        localStorage.setItem('savedItems', JSON.stringify({ account: false, entries: [{ uni_id: saved, saved: '2026-11-24T08:00:00.000Z' }] }));
        localStorage.setItem(
          'mutes',
          JSON.stringify({ account: false, entries: [{ kind: 'vendor', value: muted, label: muted, created: '2026-11-24T08:00:00.000Z' }] }),
        );
      },
      { saved: item.uni_id, muted: vendor === 'Twitter' ? 'Reddit' : 'Twitter' },
    );
    for (const path of ['/', `/content?id=${item.uni_id}`, '/content-list', screens[3]!]) {
      const page = await context.newPage();
      const problems = watchConsole(page);
      const html = await (await page.goto(path))!.text();
      expect(html, path).toMatch(/<html[^>]*\sdata-mutes=""/);
      await page.waitForLoadState('networkidle');
      expect(problems, path).toEqual([]);
      await page.close();
    }
    const page = await context.newPage();
    await page.goto('/');
    await page.locator('html[data-live]').waitFor({ state: 'attached' });
    await expect.poll(() => page.getByRole('button', { name: `Save ${item.u_title}` }).getAttribute('aria-pressed')).toBe('true');
  });

  it('hydrates every server-rendered screen without a mismatch, and then runs as before', async () => {
    for (const path of screens) {
      // Far from the server's UTC, so that dates and 'Today' differ if the first render used the reader's zone.
      const context = await browser.context(MOBILE, { timezoneId: 'Pacific/Kiritimati' });
      const page = await context.newPage();
      const problems = watchConsole(page);
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect(problems, path).toEqual([]);
      await context.close();
    }
    const page = await browser.open('/', MOBILE);
    const problems = watchConsole(page);
    await page.waitForLoadState('networkidle');
    // Hydrated: a click is handled by the app, not a full page load.
    await page.getByRole('navigation', { name: 'Lists' }).getByRole('link', { name: 'Hot Topic' }).click();
    await page.waitForURL((url) => url.pathname === '/content-list');
    await page.locator('[data-testid="topic-card"]').first().waitFor();
    expect(problems).toEqual([]);
  });

  it('answers an unknown page 404 with the not-found screen, and an unknown item 404 with "No content found."', async () => {
    const unknown = await fetchPage('/no-such-page');
    expect(unknown.status).toBe(404);
    expect(unknown.document.querySelector('h1')?.textContent).toBe('Page not found');
    const missing = await fetchPage('/content?id=no-such-item');
    expect(missing.status).toBe(404);
    expect(missing.document.querySelector('#root main')?.textContent).toContain('No content found.');

    const page = await browser.open('/no-such-page', MOBILE);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
  });

  it('sends HTML and scripts compressed, varying by Accept-Encoding, with the styles inside the page', async () => {
    const context = await browser.context(MOBILE);
    const page = await context.newPage();
    const answers: { url: string; encoding: string | undefined; vary: string | undefined; type: string }[] = [];
    page.on('response', async (response) => {
      const headers = await response.allHeaders();
      answers.push({ url: response.url(), encoding: headers['content-encoding'], vary: headers.vary, type: response.request().resourceType() });
    });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    for (const kind of ['document', 'script']) {
      const answer = answers.find((a) => a.type === kind);
      expect(answer, kind).toBeDefined();
      expect(answer!.encoding, answer!.url).toBe('br');
      expect(answer!.vary, answer!.url).toContain('accept-encoding');
    }
    expect(answers.filter((a) => a.type === 'stylesheet')).toEqual([]);
    expect(await page.evaluate(() => getComputedStyle(document.querySelector('.tab-row')!).display)).toBe('flex');
  });

  it('leaves the account and console screens to the browser', async () => {
    for (const path of ['/login', '/sign-up', '/admin']) {
      const { status, document } = await fetchPage(path);
      expect(status, path).toBe(200);
      expect(document.getElementById('root')?.innerHTML, path).toBe('');
      expect(document.getElementById('page-state'), path).toBeNull();
    }
  });

  it.each(['light', 'dark'] as const)(
    'has no serious accessibility violation on any server-rendered screen, at 390 and 1280 px, in the %s theme',
    async (colorScheme) => {
      for (const viewport of [MOBILE, DESKTOP]) {
        const page = await (await browser.context(viewport, { colorScheme })).newPage();
        for (const path of screens) {
          await page.goto(path);
          await page.waitForLoadState('networkidle');
          await expectNoSeriousA11yViolations(page);
        }
      }
    },
    240_000,
  );
});
