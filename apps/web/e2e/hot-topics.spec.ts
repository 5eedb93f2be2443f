import type { FeedItem } from '@wiy/shared/feed.schema';
import type { HotTopic } from '@wiy/shared/hot-topic.schema';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, DESKTOP, expectListed, expectNoSeriousA11yViolations, MOBILE, useBrowser } from './support.ts';
import { expectNothingRan, watchForDialogs, withE2eDatabase, XSS_PAYLOADS } from './xss.ts';

const ids = (page: Page, testId: string) => page.locator(`[data-testid="${testId}"]`).evaluateAll((cards) => cards.map((c) => c.getAttribute('data-id')));

/** Topics written straight into the e2e database, past the server's sanitiser, updated last so they list first. */
function storeTopics(topics: Array<[uniId: string, title: string, description: string]>): Promise<void> {
  return withE2eDatabase((db) => {
    const insert = db.prepare(
      "INSERT INTO hot_topic (uni_id, u_title, u_image, u_description, created, updated) VALUES (?, ?, NULL, ?, '2100-01-01T00:00:00.000Z', '2100-01-01T00:00:00.000Z')",
    );
    for (const topic of topics) insert.run(...topic);
  });
}
const deleteTopics = (uniIdPattern: string) => withE2eDatabase((db) => db.prepare('DELETE FROM hot_topic WHERE uni_id LIKE ?').run(uniIdPattern));

describe('Hot Topics', () => {
  const browser = useBrowser();

  it('goes from the Hot Topic tab to a topic and back', async () => {
    const topics = (await api<{ record: HotTopic[] }>('/api/get_parent_topic/1')).record;
    const page = await browser.open('/', MOBILE);
    await page.locator('[data-testid="feed-card"]').first().waitFor();
    await page.getByRole('navigation', { name: 'Lists' }).getByRole('link', { name: 'Hot Topic' }).click();
    await page.waitForURL((url) => url.pathname === '/content-list');
    await page.locator('[data-testid="topic-card"]').first().waitFor();
    expect(await ids(page, 'topic-card')).toEqual(topics.map((t) => t.uni_id));
    expect(await page.getByRole('navigation', { name: 'Lists' }).getByRole('link', { name: 'Hot Topic' }).getAttribute('aria-current')).toBe('page');

    const topic = topics[1]!;
    const items = (await api<{ record: FeedItem[] }>(`/api/get/filter/data/parent/topic/1/${topic.uni_id}`)).record;
    expect(items.length).toBeGreaterThan(0);
    await page.locator(`[data-testid="topic-card"][data-id="${topic.uni_id}"]`).click();
    await page.waitForURL(
      (url) => url.pathname === '/content-list-hot-topic' && url.searchParams.get('id') === topic.uni_id && url.searchParams.get('name') === topic.u_title,
    );
    await page.getByRole('heading', { level: 1, name: topic.u_title }).waitFor();
    await page.locator('[data-testid="feed-card"]').first().waitFor();
    await expectListed(
      page,
      items.map((i) => i.uni_id),
    );

    await page.getByRole('link', { name: 'Back' }).click();
    await page.waitForURL((url) => url.pathname === '/content-list');
    await page.locator(`[data-testid="topic-card"][data-id="${topic.uni_id}"]`).waitFor();
  });

  it("opens a topic's item at its detail", async () => {
    const [topic] = (await api<{ record: HotTopic[] }>('/api/get_parent_topic/1')).record;
    const page = await browser.open(`/content-list-hot-topic?id=${topic!.uni_id}&name=${encodeURIComponent(topic!.u_title)}`, DESKTOP);
    const card = page.locator('[data-testid="feed-card"]').first();
    const id = await card.getAttribute('data-id');
    await card.click();
    await page.waitForURL(`**/content?id=${id}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
  });

  it('goes back to the Hot Topic list from a topic opened directly', async () => {
    const page = await browser.open('/content-list-hot-topic?id=topic-1&name=Monsoon%20Season%20Updates', MOBILE);
    await page.getByRole('heading', { level: 1, name: 'Monsoon Season Updates' }).waitFor();
    await page.getByRole('link', { name: 'Back' }).click();
    await page.waitForURL((url) => url.pathname === '/content-list');
  });

  it("shows 'No content found.' for an unknown topic", async () => {
    const page = await browser.open('/content-list-hot-topic?id=no-such-topic&name=Nothing', MOBILE);
    await page.getByText('No content found.').waitFor();
  });

  describe('with HTML stored in a description', () => {
    const id = 'e2e-html-topic';
    beforeAll(() =>
      storeTopics([[id, 'Formatted Topic', '<p>Fresh <b>bold news</b> with a <a href="https://example.com/">link</a></p><h2>Inner heading</h2>']]),
    );
    afterAll(() => deleteTopics(id));

    it("shows the topic's description as formatted text, not as tags", async () => {
      const page = await browser.open('/content-list', MOBILE);
      const card = page.locator(`[data-testid="topic-card"][data-id="${id}"]`);
      await card.waitFor();
      const text = await card.innerText();
      expect(text).toContain('Fresh bold news with a link');
      expect(text).not.toMatch(/[<>]/);
      expect(await card.locator('.topic-description b').allTextContents()).toEqual(['bold news']);
      // Nothing interactive nests in the card's link, and the description adds no heading to the page.
      expect(await card.locator('a, button').count()).toBe(0);
      expect(await card.getByRole('heading').count()).toBe(0);
      expect(await card.locator('.topic-description p').allTextContents()).toEqual(['Fresh bold news with a link', 'Inner heading']);
    });

    it('has no serious accessibility violation on the list', async () => {
      const page = await browser.open('/content-list', DESKTOP);
      await page.locator(`[data-testid="topic-card"][data-id="${id}"]`).waitFor();
      await expectNoSeriousA11yViolations(page);
    });
  });

  describe('with known XSS filter-evasion payloads stored in descriptions', () => {
    // One topic per payload: an unclosed payload would swallow whatever followed it in the same description.
    beforeAll(() => storeTopics(XSS_PAYLOADS.map((payload, index) => [`xss-topic-${index}`, `XSS topic ${index}`, `<p>Case ${index}</p>${payload}`])));
    afterAll(() => deleteTopics('xss-topic-%'));

    it('runs none of them on the list', async () => {
      const context = await browser.context();
      const page = await context.newPage();
      const watched = watchForDialogs(page);
      await page.goto('/content-list');
      const cards = page.locator('[data-testid="topic-card"][data-id^="xss-topic-"]');
      await cards.nth(19).waitFor();
      const second = page.waitForResponse((r) => r.url().endsWith('/api/get_parent_topic/2'));
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight - window.innerHeight - 40));
      await second;
      await expect.poll(() => cards.count()).toBe(XSS_PAYLOADS.length);
      await expectNothingRan(page, watched, '.topic-description');
    });
  });

  it.each([
    ['mobile', MOBILE],
    ['desktop', DESKTOP],
  ])('has no serious accessibility violation on the list and on a topic (%s)', async (_name, viewport) => {
    const list = await browser.open('/content-list', viewport);
    await list.locator('[data-testid="topic-card"]').first().waitFor();
    await expectNoSeriousA11yViolations(list);
    const topic = await browser.open('/content-list-hot-topic?id=topic-1&name=Monsoon%20Season%20Updates', viewport);
    await topic.locator('[data-testid="feed-card"]').first().waitFor();
    await expectNoSeriousA11yViolations(topic);
  });
});
