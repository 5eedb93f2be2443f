import type { FeedItem } from '@wiy/shared/feed.schema';
import type { HotTopic } from '@wiy/shared/hot-topic.schema';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api, DESKTOP, expectNoSeriousA11yViolations, MOBILE, useBrowser } from './support.ts';

const ids = (page: Page, testId: string) =>
  page.locator(`[data-testid="${testId}"]`).evaluateAll((cards) => cards.map((c) => c.getAttribute('data-id')));

describe('Hot Topics', () => {
  const browser = useBrowser();

  it('goes from the Hot Topic tab to a topic and back', async () => {
    const topics = (await api<{ record: HotTopic[] }>('/api/get_parent_topic/1')).record;
    const page = await browser.open('/', MOBILE);
    await page.locator('[data-testid="feed-card"]').first().waitFor();
    await page.getByRole('button', { name: 'Hot Topic' }).click();
    await page.waitForURL((url) => url.pathname === '/content-list');
    await page.locator('[data-testid="topic-card"]').first().waitFor();
    expect(await ids(page, 'topic-card')).toEqual(topics.map((t) => t.uni_id));
    expect(await page.getByRole('button', { name: 'Hot Topic' }).getAttribute('aria-current')).toBe('page');

    const topic = topics[1]!;
    const items = (await api<{ record: FeedItem[] }>(`/api/get/filter/data/parent/topic/1/${topic.uni_id}`)).record;
    expect(items.length).toBeGreaterThan(0);
    await page.locator(`[data-testid="topic-card"][data-id="${topic.uni_id}"]`).click();
    await page.waitForURL((url) => url.pathname === '/content-list-hot-topic' && url.searchParams.get('id') === topic.uni_id && url.searchParams.get('name') === topic.u_title);
    await page.getByRole('heading', { level: 1, name: topic.u_title }).waitFor();
    await page.locator('[data-testid="feed-card"]').first().waitFor();
    expect(await ids(page, 'feed-card')).toEqual(items.map((i) => i.uni_id));

    await page.getByRole('button', { name: 'Back' }).click();
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
    await page.getByRole('button', { name: 'Back' }).click();
    await page.waitForURL((url) => url.pathname === '/content-list');
  });

  it("shows 'No content found.' for an unknown topic", async () => {
    const page = await browser.open('/content-list-hot-topic?id=no-such-topic&name=Nothing', MOBILE);
    await page.getByText('No content found.').waitFor();
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
