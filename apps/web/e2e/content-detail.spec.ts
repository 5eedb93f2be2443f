import type { FeedItem } from '@wiy/shared/feed.schema';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { XSS_PAYLOADS } from '../../server/test/xss-payloads.ts';
import { buildFeedItem } from '../src/test/factories.ts';
import { api, AT_BREAKPOINT, BELOW_BREAKPOINT, DESKTOP, expectNoSeriousA11yViolations, MOBILE, openInApp, useBrowser, type BrowserSession } from './support.ts';

/** Every public item of the demo catalogue, through the filtered feed (all pages). */
async function allItems(): Promise<FeedItem[]> {
  const items: FeedItem[] = [];
  for (let page = 1; ; page++) {
    const { record } = await api<{ record: FeedItem[] }>(`/api/get_filter_feed/${page}/null/all/all`);
    if (record.length === 0) return items;
    items.push(...record);
  }
}

const catalogue = allItems();
const findItem = async (test: (item: FeedItem) => boolean) => {
  const found = (await catalogue).find(test);
  if (!found) throw new Error('the demo catalogue has no such item');
  return found;
};

/** A made-up item, answered in place of the server's for `/api/get/feed_content/{uni_id}`. */
function fakeItem(overrides: Partial<FeedItem>): FeedItem {
  return buildFeedItem({
    uni_id: 'crafted',
    u_social_vendor: { name: 'Youtube' },
    u_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    u_show_description: 'true',
    ...overrides,
  });
}

/**
 * A page whose detail call answers `item`. Service workers are blocked: a worker that takes control of the page
 * would fetch the detail itself, and a page's routes do not see a worker's requests.
 */
async function pageServing(browser: BrowserSession, viewport: { width: number; height: number }, item: FeedItem): Promise<Page> {
  const page = await (await browser.context(viewport, { serviceWorkers: 'block' })).newPage();
  await page.route(`**/api/get/feed_content/${item.uni_id}`, (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ record: [item] }) }),
  );
  return page;
}

describe('Content detail', () => {
  const browser = useBrowser();

  it("opens a card's detail from the feed and comes back to the feed", async () => {
    const page = await browser.open('/', MOBILE);
    const card = page.locator('[data-testid="feed-card"]').first();
    const id = await card.getAttribute('data-id');
    const title = await card.locator('.card-title').textContent();
    const detail = page.waitForResponse((r) => r.url().endsWith(`/api/get/feed_content/${id}`) && r.request().method() === 'POST');
    await card.click();
    await page.waitForURL(`**/content?id=${id}`);
    expect((await detail).request().postData()).toBe('{}');
    await page.getByRole('heading', { level: 1, name: title! }).waitFor();
    expect(await page.title()).toBe(title);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.getByRole('link', { name: 'Back' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.locator(`[data-testid="feed-card"][data-id="${id}"]`).waitFor();
  });

  it('shows the item with its date, its vendor link in a new tab, its description and an embed per link', async () => {
    const item = await findItem((i) => Boolean(i.u_url_3) && i.u_show_description === 'true');
    const page = await browser.open(`/content?id=${item.uni_id}`, DESKTOP);
    await page.getByRole('heading', { level: 1, name: item.u_title }).waitFor();
    const source = page.getByRole('link', { name: `Open the original post on ${item.u_social_vendor.name}` });
    expect(await source.getAttribute('href')).toBe(item.u_url);
    expect(await source.getAttribute('target')).toBe('_blank');
    expect(await source.getAttribute('rel')).toBe('noopener noreferrer');
    const links = [item.u_url, item.u_url_2, item.u_url_3, item.u_url_4, item.u_url_5].filter(Boolean);
    expect(await page.locator('.embeds > .embed').count()).toBe(links.length);
    const description = await page.locator('.content-description').textContent();
    expect(description).toBe(item.u_description.replace(/<[^>]+>/g, ''));
  });

  it("shows 'No content found.' for an unknown id", async () => {
    const page = await browser.open('/content?id=no-such-item', MOBILE);
    await page.getByText('No content found.').waitFor();
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(0);
  });

  it('renders a player frame for each YouTube URL form of the catalogue', async () => {
    const forms = [/youtube\.com\/watch\?v=/, /youtu\.be\//, /youtube\.com\/shorts\//, /youtube\.com\/live\//];
    for (const form of forms) {
      const item = await findItem((i) => form.test(i.u_url));
      const videoId = item.u_url.match(/(?:v=|youtu\.be\/|shorts\/|live\/)([\w-]{11})/)![1];
      const page = await browser.open(`/content?id=${item.uni_id}`, DESKTOP);
      const frame = page.locator('.embeds iframe').first();
      await frame.waitFor({ state: 'attached' });
      expect(await frame.getAttribute('src')).toBe(`https://www.youtube-nocookie.com/embed/${videoId}`);
      expect(await frame.getAttribute('title')).toBe('YouTube video');
      await page.close();
    }
  });

  it("shows 'Invalid YouTube URL' for a YouTube link in no accepted form", async () => {
    const page = await pageServing(browser, MOBILE, fakeItem({ u_url: 'https://www.youtube.com/@nasa', u_url_2: 'https://youtu.be/dQw4w9WgXcQ' }));
    await openInApp(page, '/content?id=crafted');
    await page.getByText('Invalid YouTube URL').waitFor();
    expect(await page.getByRole('link', { name: 'View on YouTube' }).first().getAttribute('href')).toBe('https://www.youtube.com/@nasa');
    await page.locator('iframe[src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"]').waitFor({ state: 'attached' });
  });

  it("shows 'Reddit post could not be loaded' with the post's link when the Reddit embed fails", async () => {
    const item = await findItem((i) => i.u_social_vendor.name === 'Reddit' && !i.u_url_2);
    const context = await browser.context(DESKTOP);
    const page = await context.newPage();
    await page.route('https://embed.reddit.com/**', (route) => route.abort('internetdisconnected'));
    await page.goto(`/content?id=${item.uni_id}`);
    await page.getByText('Reddit post could not be loaded').waitFor();
    expect(await page.getByRole('link', { name: 'View on Reddit' }).getAttribute('href')).toBe(item.u_url);
  });

  it('frames an x.com post through twitter.com and falls back with a link when the frame stays silent', async () => {
    const item = await findItem((i) => /^https:\/\/x\.com\//.test(i.u_url) && !i.u_url_2);
    const tweetId = item.u_url.match(/status\/(\d+)/)![1];
    const context = await browser.context(DESKTOP);
    const page = await context.newPage();
    const frameRequest = page.waitForRequest((r) => r.url().startsWith('https://platform.twitter.com/'));
    await page.route('https://platform.twitter.com/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<p>silent</p>' }));
    await page.goto(`/content?id=${item.uni_id}`);
    expect((await frameRequest).url()).toBe(`https://platform.twitter.com/embed/Tweet.html?id=${tweetId}&dnt=true`);
    await page.getByText('Twitter post could not be loaded').waitFor();
    expect(await page.getByRole('link', { name: 'View on Twitter' }).getAttribute('href')).toBe(item.u_url.replace('https://x.com/', 'https://twitter.com/'));
  });

  it('loads an embed only when it comes near the viewport', async () => {
    const longText = Array.from({ length: 60 }, (_, i) => `<p>Paragraph ${i + 1} of a long story.</p>`).join('');
    const page = await pageServing(browser, MOBILE, fakeItem({ u_description: longText }));
    const players: string[] = [];
    page.on('request', (r) => {
      if (r.url().startsWith('https://www.youtube-nocookie.com/')) players.push(r.url());
    });
    await openInApp(page, '/content?id=crafted');
    await page.getByText('Paragraph 60 of a long story.').waitFor();
    const box = page.locator('.embed[data-vendor="Youtube"]');
    expect(await box.getAttribute('data-status')).toBe('waiting');
    expect(await box.locator('.embed-box').evaluate((e) => e.getBoundingClientRect().height)).toBe(315);
    expect(await page.locator('iframe').count()).toBe(0);
    const request = page.waitForRequest((r) => r.url().startsWith('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'));
    await box.scrollIntoViewIfNeeded();
    await request;
    expect(players).toHaveLength(1);
  });

  it('sends the Content-Security-Policy with the page and never runs a script payload of a title or description', async () => {
    const page = await pageServing(
      browser,
      DESKTOP,
      fakeItem({
        u_title: '<img src=x onerror="window.__xss=1;alert(1)">Title',
        u_url: 'javascript:window.__xss=1',
        u_description: `<p>Visible text</p>${XSS_PAYLOADS.join('')}`,
      }),
    );
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const response = await openInApp(page, '/content?id=crafted');
    const policy = response!.headers()['content-security-policy']!;
    for (const directive of ["script-src 'self'", "object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"]) expect(policy).toContain(directive);
    await page.getByText('Visible text').waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('<img src=x onerror="window.__xss=1;alert(1)">Title');
    const description = page.locator('.content-description');
    expect(
      await description
        .locator('script, iframe, object, embed, form, style, base, meta, [onerror], [onload], [ontoggle], [onfocus], [onstart], [style]')
        .count(),
    ).toBe(0);
    expect(await page.locator('a[href^="javascript:"], a[href^="data:"]').count()).toBe(0);
    // Every payload image has settled by now, so any handler that survived sanitising would have run.
    await description.evaluate((element) => {
      const settled = (img: HTMLImageElement) =>
        new Promise((done) => {
          if (img.complete) return done(undefined);
          img.addEventListener('error', done, { once: true });
          img.addEventListener('load', done, { once: true });
        });
      return Promise.all([...element.querySelectorAll('img')].map(settled));
    });
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    expect(dialogs).toEqual([]);
  });

  it.each([
    ['mobile', MOBILE],
    ['desktop', DESKTOP],
  ])('has no serious accessibility violation (%s)', async (_name, viewport) => {
    const item = await findItem((i) => Boolean(i.u_url_2));
    const page = await browser.open(`/content?id=${item.uni_id}`, viewport);
    await page.getByRole('heading', { level: 1, name: item.u_title }).waitFor();
    await expectNoSeriousA11yViolations(page);
    const unknown = await browser.open('/content?id=no-such-item', viewport);
    await unknown.getByText('No content found.').waitFor();
    await expectNoSeriousA11yViolations(unknown);
  });

  it('lays the detail at 70%, the embeds at 40% and the image at most half wide and 600 px high from 768 px; full width at 767', async () => {
    const item = await findItem((i) => i.u_social_vendor.name === 'Youtube');
    const widths = async (viewport: { width: number; height: number }) => {
      const page = await browser.open(`/content?id=${item.uni_id}`, viewport);
      await page.locator('.embed').first().waitFor();
      await page.locator('.content-hero').evaluate((img: HTMLImageElement) => img.decode());
      return page.evaluate(() => {
        const hero = document.querySelector('.content-hero')!;
        return {
          main: document.querySelector('main')!.clientWidth,
          detail: document.querySelector('.content-detail')!.getBoundingClientRect().width,
          embed: document.querySelector('.embed')!.getBoundingClientRect().width,
          hero: hero.getBoundingClientRect().width,
          heroCaps: [getComputedStyle(hero).maxHeight, getComputedStyle(hero).maxWidth],
        };
      });
    };
    const wide = await widths(AT_BREAKPOINT);
    expect(Math.round(wide.detail)).toBe(Math.round((wide.main - 32) * 0.7));
    expect(Math.round(wide.embed)).toBe(Math.round(wide.detail * 0.4));
    expect(wide.heroCaps).toEqual(['600px', '50%']);
    expect(wide.hero).toBeLessThanOrEqual(wide.detail / 2);
    const narrow = await widths(BELOW_BREAKPOINT);
    expect(Math.round(narrow.detail)).toBe(narrow.main - 32);
    expect(Math.round(narrow.embed)).toBe(Math.round(narrow.detail));
    expect(narrow.heroCaps).toEqual(['600px', '100%']);
  });

  it('keeps a 16:9 box for the picture before it arrives, so the text below does not jump when it does', async () => {
    const item = await findItem((i) => i.u_image !== null);
    for (const viewport of [MOBILE, DESKTOP]) {
      const context = await browser.context(viewport, { serviceWorkers: 'block' });
      const page = await context.newPage();
      // The picture never arrives: what the page shows meanwhile is the reserved box.
      await page.route('**/media/**', () => undefined);
      // Not to 'load', which waits for the picture.
      await page.goto(`/content?id=${item.uni_id}`, { waitUntil: 'domcontentloaded' });
      const box = (await page.locator('.content-hero').boundingBox())!;
      expect(box.width).toBeGreaterThan(100);
      expect(Math.abs(box.height - (box.width * 9) / 16)).toBeLessThanOrEqual(1);
    }
  });
});
