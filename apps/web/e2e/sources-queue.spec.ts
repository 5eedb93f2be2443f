import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenFor, useCurator } from './curator.ts';
import { api, expectNoSeriousA11yViolations, MOBILE, screenLive, useBrowser } from './support.ts';

const CURATOR = '9123456711';
const SOURCE_NAME = 'E2E Queue Feed';

/** Three entries, each linking to a platform post, as a YouTube channel's or a subreddit's feed names them. */
const ENTRIES = [
  { title: 'Queue e2e: launch video', link: 'https://www.youtube.com/watch?v=e2eQueue001' },
  { title: 'Queue e2e: the thread', link: 'https://www.reddit.com/r/space/comments/e2eq02/the_thread/' },
  { title: 'Queue e2e: landing video', link: 'https://www.youtube.com/watch?v=e2eQueue003' },
];

function rss(): string {
  const items = ENTRIES.map(
    (entry, index) =>
      `<item><title>${entry.title}</title><link>${entry.link}</link><guid>${entry.link}</guid>` +
      `<description>Entry ${index + 1}</description><pubDate>${new Date(Date.UTC(2026, 0, 10 + index)).toUTCString()}</pubDate></item>`,
  ).join('');
  return `<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"><channel><title>${SOURCE_NAME}</title><link>http://127.0.0.1/</link><description>Stand-in</description>${items}</channel></rss>`;
}

/**
 * A stand-in site on loopback (the e2e server may reach it: metadataAllowPrivate in apps/server/test/e2e-hooks/e2e-server.ts): a page naming
 * its feed by `<link rel="alternate">`, and the feed.
 */
function startFeedServer(): Promise<http.Server> {
  const server = http.createServer((request, response) => {
    if (request.url === '/feed.xml') {
      response.writeHead(200, { 'Content-Type': 'application/rss+xml; charset=utf-8' });
      response.end(rss());
      return;
    }
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    response.end(
      '<!doctype html><html><head><title>Site</title><link rel="alternate" type="application/rss+xml" href="/feed.xml"></head><body>Hi</body></html>',
    );
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** Whether the page scrolls sideways (it must not at 390 px). */
const scrollsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

/** The titles of the queue's rows, in order, and the current one's. */
const rowTitles = (page: Page) => page.getByRole('list', { name: 'Pending items' }).locator('li h2').allTextContents();
const currentTitle = (page: Page) => page.locator('li[aria-current="true"] h2').textContent();

interface Listed {
  record: { uni_id: string; u_title: string }[];
}

describe('Sources and the queue', () => {
  const browser = useBrowser();
  useCurator(CURATOR);
  let token = '';
  let feedServer: http.Server;
  let siteUrl = '';

  beforeAll(async () => {
    token = await tokenFor(CURATOR);
    feedServer = await startFeedServer();
    siteUrl = `http://127.0.0.1:${(feedServer.address() as AddressInfo).port}/`;
  });

  // What the spec brought in goes, so that later specs find Trending and the queue as the demo has them.
  afterAll(async () => {
    const headers = { Authorization: `Bearer ${token}` };
    const sources = await api<{ record: { uni_id: string; name: string }[] }>('/api/admin/sources', { headers });
    for (const source of sources.record.filter((candidate) => candidate.name === SOURCE_NAME)) {
      for (const status of ['pending', 'approved', 'rejected']) {
        const listed = await api<Listed>(`/api/admin/content?status=${status}&source=${source.uni_id}`, { headers });
        for (const item of listed.record) await api(`/api/admin/content/${item.uni_id}`, { method: 'DELETE', headers, body: '{}' });
      }
      await api(`/api/admin/sources/${source.uni_id}`, { method: 'DELETE', headers, body: '{}' });
    }
    await new Promise((resolve) => feedServer.close(resolve));
  });

  async function curatorPage(): Promise<{ context: BrowserContext; page: Page }> {
    const context = await browser.context(MOBILE);
    await context.addInitScript((value) => localStorage.setItem('wiytoken', value), token);
    return { context, page: await context.newPage() };
  }

  it('adds a source through the form, polls it, and works the queue by keyboard; the approved item shows in Trending', async () => {
    const { page } = await curatorPage();

    // Add the source by its site's address: the form finds the feed, and names the source after it.
    await page.goto('/admin/sources/new');
    await page.getByRole('heading', { name: 'Add a source' }).waitFor();
    await page.getByLabel('Address: a feed, or a page that names one').fill(siteUrl);
    await page.getByRole('button', { name: 'Find the feed' }).click();
    await page.getByText(`Found the RSS feed “${SOURCE_NAME}” with 3 entries: ${siteUrl}feed.xml`).waitFor();
    expect(await page.getByLabel('Name', { exact: true }).inputValue()).toBe(SOURCE_NAME);
    expect(await scrollsSideways(page)).toBe(false);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Add source' }).click();

    // The list shows it; Poll now brings its three entries in.
    await page.waitForURL('**/admin/sources');
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: SOURCE_NAME }) });
    await card.getByText(`${siteUrl}feed.xml`).waitFor();
    await card.getByRole('button', { name: `Poll now ${SOURCE_NAME}` }).click();
    await page.getByText(`Polled ${SOURCE_NAME}: 3 items brought in so far.`).waitFor();
    expect(await scrollsSideways(page)).toBe(false);
    await expectNoSeriousA11yViolations(page);

    // The queue, narrowed to this source: three rows, the keys shown.
    await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Queue' }).click();
    await page.getByRole('heading', { name: 'Queue' }).waitFor();
    await page.getByLabel('Source', { exact: true }).selectOption({ label: SOURCE_NAME });
    await expect.poll(() => rowTitles(page)).toHaveLength(3);
    await page.getByText('Keys in the list: j next, k previous, a approve, r reject, x select, e edit').waitFor();
    expect(await scrollsSideways(page)).toBe(false);
    await expectNoSeriousA11yViolations(page);
    const titles = await rowTitles(page);
    expect([...titles].sort()).toEqual(ENTRIES.map((entry) => entry.title).sort());

    // Into the list at its current row, the first; then j and k move the current row, which has the focus.
    await page.locator('li[aria-current="true"]').focus();
    expect(await currentTitle(page)).toBe(titles[0]);
    await page.keyboard.press('j');
    expect(await currentTitle(page)).toBe(titles[1]);
    await page.keyboard.press('j');
    await page.keyboard.press('k');
    expect(await currentTitle(page)).toBe(titles[1]);
    expect(await page.evaluate(() => document.activeElement?.querySelector('h2')?.textContent)).toBe(titles[1]);

    // a approves the current row: it leaves, and the next one is current.
    await page.keyboard.press('a');
    await expect.poll(() => rowTitles(page)).toEqual([titles[0], titles[2]]);
    await expect.poll(() => currentTitle(page)).toBe(titles[2]);

    // r asks why, the reason field focused; Enter rejects.
    await page.keyboard.press('r');
    const reason = page.getByLabel(`Why reject “${titles[2]}”?`);
    await expect.poll(() => reason.evaluate((input) => input === document.activeElement)).toBe(true);
    await page.keyboard.type('Not about space');
    await page.keyboard.press('Enter');
    await expect.poll(() => rowTitles(page)).toEqual([titles[0]]);

    // The rejected view keeps it, with its reason.
    await page.getByRole('button', { name: 'Rejected' }).click();
    const rejected = page.getByRole('list', { name: 'Rejected items' }).getByRole('listitem').filter({ hasText: titles[2]! });
    await rejected.getByText('Rejected: Not about space').waitFor();

    // The approved item is public: at the top of Trending for a reader.
    const reader = await browser.open('/', MOBILE);
    await screenLive(reader);
    await reader.locator('[data-testid="feed-card"]').filter({ hasText: titles[1]! }).first().waitFor();
  });
});
