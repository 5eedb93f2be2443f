import type { Channel, ChannelFeedItem } from '@wiy/shared/channel.schema';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api, DESKTOP, expectListed, expectNoSeriousA11yViolations, MOBILE, screenLive, useBrowser } from './support.ts';

const cardNames = (page: Page) => page.getByTestId('channel-card').evaluateAll((cards) => cards.map((c) => c.textContent));

/** The feed link of the first food channel, as its card builds it. */
async function openFirstFoodChannel(page: Page): Promise<void> {
  await page.getByRole('group', { name: 'Channel categories' }).getByRole('link', { name: 'Food & Cooking' }).click();
  await page.getByRole('link', { name: 'Bake It Easy' }).click();
  await page.waitForURL('**/list-category-channel/list-channel-feed?data=*');
  await page.getByTestId('channel-feed-card').first().waitFor();
}

describe('Channels', () => {
  const browser = useBrowser();

  it('shows the channel grid with a button per category', async () => {
    const page = await browser.open('/list-category-channel', MOBILE);
    await page.getByTestId('channel-card').first().waitFor();
    const expected = await api<{ record: Channel[] }>('/api/get/list/channel/1');
    expect(await cardNames(page)).toEqual(expected.record.map((c) => c.u_name));
    const buttons = await page.getByRole('group', { name: 'Channel categories' }).getByRole('link').allTextContents();
    expect(buttons).toEqual(['All', 'Food & Cooking', 'Music', 'Education', 'Gaming', 'Fitness']);
  });

  it('searches channels at 3 characters, not at 2, and an empty box brings the grid back', async () => {
    const context = await browser.context();
    const page = await context.newPage();
    await page.clock.install();
    const searched: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/get/record/searchValue')) searched.push(JSON.parse(r.postData() ?? '{}').searchValue);
    });
    await page.goto('/list-category-channel');
    await screenLive(page);
    const box = page.getByRole('searchbox', { name: 'Search channels' });
    await box.fill('Sp');
    // Well past the 100 ms debounce: a search for 2 characters would be sent now, before the next one.
    await page.clock.runFor(1_000);
    const response = page.waitForResponse((r) => r.url().endsWith('/api/get/record/searchValue'));
    await box.fill('Spi');
    await page.clock.runFor(100);
    await response;
    await expect.poll(() => cardNames(page)).toEqual(['Spice Kitchen']);
    expect(searched).toEqual(['Spi']);

    await box.fill('');
    await page.clock.runFor(100);
    await expect.poll(async () => (await cardNames(page)).length).toBeGreaterThan(1);
  });

  it("filters a category's channels through the filter modal of parents and children", async () => {
    const page = await browser.open('/list-category-channel');
    await page.getByRole('group', { name: 'Channel categories' }).getByRole('link', { name: 'Music' }).click();
    await page.getByRole('button', { name: 'Filter' }).click();
    const dialog = page.getByRole('dialog', { name: 'Filter' });
    expect(await dialog.getByRole('group').evaluateAll((groups) => groups.map((g) => g.querySelector('legend')!.textContent))).toEqual(['Format', 'Level']);
    expect(await dialog.getByRole('group', { name: 'Format' }).getByRole('radio').count()).toBe(3);
    await dialog.getByRole('radio', { name: 'Live' }).check();
    const filtered = page.waitForResponse((r) => r.url().endsWith('/api/get/channel/filter/music-format-live/1'));
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await filtered;
    const expected = await api<{ record: Channel[] }>('/api/get/channel/filter/music-format-live/1');
    await expect.poll(() => cardNames(page)).toEqual(expected.record.map((c) => c.u_name));
    expect(await page.getByRole('dialog').count()).toBe(0);
  });

  it('keeps the keyboard inside the filter modal, closes it on Escape and on a click beside it, and gives focus back', async () => {
    const page = await browser.open('/list-category-channel', MOBILE);
    await page.getByRole('group', { name: 'Channel categories' }).getByRole('link', { name: 'Music' }).click();
    const opener = page.getByRole('button', { name: 'Filter' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Filter' });
    await dialog.getByRole('radio').first().waitFor();
    // The page behind is inert: tabbing round every control never reaches it. Past the last control focus
    // leaves the page for the browser's own controls (the document's body, seen from the page), then comes back.
    const reached = new Set<string>();
    for (let step = 0; step < 12; step++) {
      await page.keyboard.press('Tab');
      reached.add(await page.evaluate(() => (document.activeElement?.closest('dialog') ? 'dialog' : (document.activeElement?.tagName ?? 'none'))));
    }
    expect([...reached].sort()).toEqual(['BODY', 'dialog']);
    await page.keyboard.press('Escape');
    expect(await dialog.count()).toBe(0);
    expect(await opener.evaluate((button) => button === document.activeElement)).toBe(true);

    await opener.click();
    await dialog.getByRole('radio').first().waitFor();
    // A press inside that ends outside (a text selection dragged out) leaves it open.
    const title = (await dialog.getByRole('heading', { name: 'Filter' }).boundingBox())!;
    await page.mouse.move(title.x + 5, title.y + title.height / 2);
    await page.mouse.down();
    await page.mouse.move(MOBILE.width / 2, 20);
    await page.mouse.up();
    expect(await dialog.count()).toBe(1);
    await dialog.getByRole('radio', { name: 'Live' }).check();
    // Above the sheet, on the dimmed page.
    await page.mouse.click(MOBILE.width / 2, 20);
    expect(await dialog.count()).toBe(0);
    expect(await opener.textContent()).toBe('Filter');
  });

  it('reorders the cards by likes from page 1 when Sort By Likes is chosen', async () => {
    const page = await browser.open('/list-category-channel');
    await page.getByTestId('channel-card').first().waitFor();
    await openFirstFoodChannel(page);
    const sorted = page.waitForResponse((r) => r.url().endsWith('/api/sort/record/likes/food_and_cooking-ch4/food_and_cooking/1'));
    await page.getByRole('combobox', { name: 'Sort' }).selectOption({ label: 'Sort By Likes' });
    await sorted;
    const expected = await api<{ record: ChannelFeedItem[] }>('/api/sort/record/likes/food_and_cooking-ch4/food_and_cooking/1');
    await expectListed(
      page,
      expected.record.map((i) => i.uni_id),
    );
    const likes = expected.record.map((i) => i.u_likes);
    expect(likes).toEqual([...likes].sort((a, b) => b - a));
    const unsorted = await api<{ record: ChannelFeedItem[] }>('/api/get/channel/feed_list/food_and_cooking-ch4/food_and_cooking/1');
    expect(unsorted.record.map((i) => i.uni_id)).not.toEqual(expected.record.map((i) => i.uni_id));
  });

  it('opens a channel item, and still shows it after a reload', async () => {
    const page = await browser.open('/list-category-channel');
    await page.getByTestId('channel-card').first().waitFor();
    await openFirstFoodChannel(page);
    const card = page.getByTestId('channel-feed-card').first();
    const id = (await card.getAttribute('data-id'))!;
    const name = (await card.locator('h3').textContent())!;
    await card.click();
    await page.waitForURL(`**/channel-feed-content?id=${id}`);
    await page.getByRole('heading', { level: 1, name }).waitFor();
    await page.reload();
    await page.getByRole('heading', { level: 1, name }).waitFor();
    expect(await page.locator('.video-frame iframe').getAttribute('src')).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\//);
  });

  it('shows a clear message for a tampered data parameter', async () => {
    const page = await browser.open('/list-category-channel/list-channel-feed?data=eyJjaGFubmVsSWQiOiJ4');
    expect(await page.getByRole('alert').textContent()).toContain('This link is broken or has been changed');
    await page.getByRole('link', { name: 'Back to the channels' }).click();
    await page.waitForURL('**/list-category-channel');
  });

  it.each([
    ['mobile', MOBILE],
    ['desktop', DESKTOP],
  ])('has no serious accessibility violation on the list, the modal, a feed and an item (%s)', async (_name, viewport) => {
    const page = await browser.open('/list-category-channel', viewport);
    await page.getByTestId('channel-card').first().waitFor();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('group', { name: 'Channel categories' }).getByRole('link', { name: 'Music' }).click();
    await page.getByRole('button', { name: 'Filter' }).click();
    await page.getByRole('dialog', { name: 'Filter' }).getByRole('radio').first().waitFor();
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await openFirstFoodChannel(page);
    await expectNoSeriousA11yViolations(page);
    await page.getByTestId('channel-feed-card').first().click();
    await page.locator('.channel-item h1').waitFor();
    await expectNoSeriousA11yViolations(page);
  });
});
