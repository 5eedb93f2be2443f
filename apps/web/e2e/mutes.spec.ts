import type { FeedItem } from '@wiy/shared/feed.schema';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { freshMobile, loginThroughScreen, registerViaApi } from './account-support.ts';
import { api, expectNoSeriousA11yViolations, listMismatch, loadedCount, MOBILE, screenLive, useBrowser } from './support.ts';

/** Trending's first pages, in the feed's order. */
async function trending(pages: number): Promise<FeedItem[]> {
  const all: FeedItem[] = [];
  for (let page = 1; page <= pages; page++) all.push(...(await api<{ record: FeedItem[] }>(`/api/get_feed/${page}`)).record);
  return all;
}

/** The feed on the page lists a prefix of `items` (those left once muted), and enough of them to fill the screen. */
async function expectFeedOf(page: Page, items: FeedItem[]): Promise<void> {
  const ids = items.map((item) => item.uni_id);
  await expect
    .poll(async () => {
      const count = await loadedCount(page);
      if (count < 6) return `only ${count} loaded`;
      return listMismatch(page, ids.slice(0, count));
    })
    .toBe('');
  expect(await page.evaluate(() => document.documentElement.scrollHeight > window.innerHeight)).toBe(true);
}

/** Mutes from a card's menu; then a toast says what was muted and focus is on a card still there. */
async function muteFromMenu(page: Page, item: FeedItem, choice: string): Promise<void> {
  await page.getByRole('button', { name: `More for ${item.u_title}` }).click();
  await page.getByRole('dialog', { name: item.u_title }).getByRole('button', { name: choice }).click();
  await page
    .getByText(/^Muted .+\. Settings lists what you muted\.$/)
    .last()
    .waitFor();
  await expect.poll(() => page.evaluate(() => document.activeElement?.matches('a[data-id]') ?? false)).toBe(true);
  const focused = await page.evaluate(() => document.activeElement?.getAttribute('data-id'));
  expect(focused).not.toBe(item.uni_id);
}

describe('Mute', () => {
  const browser = useBrowser();
  let feed: FeedItem[];

  beforeAll(async () => {
    feed = await trending(5);
  });

  it('hides a muted vendor, category and words from every feed, which still fills the screen, on a phone', async () => {
    const page = await browser.open('/', MOBILE);
    const [first] = feed as [FeedItem];
    const vendor = first.u_social_vendor.name;
    await muteFromMenu(page, first, `Mute posts from ${vendor}`);
    let left = feed.filter((item) => item.u_social_vendor.name !== vendor);
    await expectFeedOf(page, left);

    const withCategory = left.find((item) => item.u_category)!;
    const category = withCategory.u_category!;
    await muteFromMenu(page, withCategory, `Mute ${category.name}`);
    left = left.filter((item) => item.u_category?.id !== category.id);
    await expectFeedOf(page, left);

    // Words, from the settings: a word of the titles that some of the items left hold, and not most.
    const textOf = (item: FeedItem) => `${item.u_title} ${item.u_highlight_description} ${item.u_description}`.replace(/<[^>]*>/g, ' ');
    const wordPattern = (words: string) => new RegExp(`(?<![\\p{L}\\p{N}])${words}(?![\\p{L}\\p{N}])`, 'iu');
    const candidates = [...new Set(left.flatMap((item) => item.u_title.toLowerCase().match(/\p{L}{4,}/gu) ?? []))];
    const holding = (words: string) => left.filter((item) => wordPattern(words).test(textOf(item))).length;
    const words = candidates.filter((word) => holding(word) > 0).sort((a, b) => holding(a) - holding(b))[0]!;
    await page.getByRole('link', { name: 'Settings' }).click();
    await page.getByLabel('Words or phrase to mute').fill(words);
    await page.getByRole('button', { name: 'Mute', exact: true }).click();
    const muted = page.getByRole('list', { name: /^Muted/ });
    await expect.poll(() => muted.locator('li').count()).toBe(3);
    await expectNoSeriousA11yViolations(page);
    left = left.filter((item) => !wordPattern(words).test(textOf(item)));

    // A reload renders the page on the server, which cannot know the mutes: its cards wait for the page to be live.
    await page.goto('/');
    await screenLive(page);
    await expectFeedOf(page, left);

    // Another feed: the category feed of another category never shows the muted vendor.
    const other = left.find((item) => item.u_category)!.u_category!;
    await page.goto(`/category?catid=${other.id}&subid=all`);
    await screenLive(page);
    await page.locator('[data-testid="feed-card"]').first().waitFor();
    const shown = await page.locator('[data-testid="feed-card"]').evaluateAll((cards) => cards.map((card) => card.getAttribute('data-id')));
    const vendorIds = new Set(feed.filter((item) => item.u_social_vendor.name === vendor).map((item) => item.uni_id));
    expect(shown.filter((id) => vendorIds.has(id!))).toEqual([]);

    await page.getByRole('link', { name: 'Settings' }).click();
    await page.getByRole('button', { name: `Unmute platform ${vendor}` }).click();
    await expect.poll(() => muted.locator('li').count()).toBe(2);
  });

  it("hides a muted hot topic from the list and its items from Trending, and the topic's screen says so with a way back", async () => {
    const page = await browser.open('/content-list', MOBILE);
    const card = page.locator('[data-testid="topic-card"]').first();
    const id = (await card.getAttribute('data-id'))!;
    const title = (await card.locator('.topic-title').textContent())!;
    await page.getByRole('button', { name: `More for ${title}` }).click();
    await page.getByRole('button', { name: `Mute the topic ${title}` }).click();
    await expect.poll(() => page.locator(`[data-testid="topic-card"][data-id="${id}"]`).count()).toBe(0);
    await page.goto('/');
    await screenLive(page);
    await expectFeedOf(
      page,
      feed.filter((item) => item.u_hot_topic?.id !== id),
    );
    expect(feed.some((item) => item.u_hot_topic?.id === id)).toBe(true);
    await page.goto(`/content-list-hot-topic?id=${id}&name=${encodeURIComponent(title)}`);
    await screenLive(page);
    await page.getByText('You muted this topic.').waitFor();
    await page.getByRole('button', { name: 'Unmute' }).click();
    await page.locator('[data-testid="feed-card"]').first().waitFor();
  });

  it("takes a device's mutes to the account on sign-in, and the account's to another device", async () => {
    const mobile = freshMobile();
    await registerViaApi(mobile);
    const phone = await browser.open('/', MOBILE);
    const [first] = feed as [FeedItem];
    const vendor = first.u_social_vendor.name;
    await muteFromMenu(phone, first, `Mute posts from ${vendor}`);
    await loginThroughScreen(phone, mobile);
    // The merge has reached the account before the other device signs in.
    const token = await phone.evaluate(() => localStorage.getItem('wiytoken'));
    await expect
      .poll(async () => (await api<{ mutes: { value: string }[] }>('/api/mutes', { headers: { Authorization: `Bearer ${token}` } })).mutes.map((m) => m.value))
      .toEqual([vendor]);

    const tablet = await browser.open('/login', MOBILE);
    await loginThroughScreen(tablet, mobile);
    await tablet.goto('/');
    await screenLive(tablet);
    await expectFeedOf(
      tablet,
      feed.filter((item) => item.u_social_vendor.name !== vendor),
    );
  });
});
