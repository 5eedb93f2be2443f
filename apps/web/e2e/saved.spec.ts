import type { FeedItem } from '@wiy/shared/feed.schema';
import { SAVED_ITEMS_MAX } from '@wiy/shared/saved-rules';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { freshMobile, loginThroughScreen, registerViaApi } from './account-support.ts';
import { useCurator } from './curator.ts';
import { api, expectNoSeriousA11yViolations, MOBILE, screenLive, useBrowser } from './support.ts';

const NOTHING_SAVED = 'Nothing saved yet. Tap the bookmark on a card to keep it here.';

/** The ids of the Saved screen's cards, once it has its list. */
async function savedCards(page: Page): Promise<string[]> {
  const feed = page.getByRole('feed', { name: 'Saved' });
  await Promise.race([feed.waitFor(), page.getByText(NOTHING_SAVED).waitFor()]);
  return page.locator('[data-testid="feed-card"]').evaluateAll((cards) => cards.map((card) => card.getAttribute('data-id') ?? ''));
}

/** To the Saved screen by its header control, as a reader goes. */
async function openSaved(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Saved', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/saved');
  await page.getByRole('heading', { level: 1, name: 'Saved' }).waitFor();
}

describe('Saved items', () => {
  const browser = useBrowser();
  const curator = useCurator('9000000093');

  it('saves from a card, finds it in Saved after a reload, and loses it once a curator unpublishes it, on a phone', async () => {
    const title = `Saved for later ${Date.now()}`;
    const id = await curator.publish({ title, url: `https://x.com/wiy/status/${Date.now()}` });
    const page = await browser.open('/', MOBILE);
    const save = page.getByRole('button', { name: `Save ${title}` });
    expect(await save.getAttribute('aria-pressed')).toBe('false');
    await save.click();
    await expect.poll(() => save.getAttribute('aria-pressed')).toBe('true');

    await openSaved(page);
    expect(await savedCards(page)).toEqual([id]);
    await expectNoSeriousA11yViolations(page);
    await page.reload();
    await screenLive(page);
    expect(await savedCards(page)).toEqual([id]);

    await curator.unpublish(id);
    await page.reload();
    await screenLive(page);
    await page.getByText(NOTHING_SAVED).waitFor();
    expect(await page.locator('[data-testid="feed-card"]').count()).toBe(0);
  });

  it("merges a device's saves into the account on sign-in, follows the account to another device, unsaves there, and exports them", async () => {
    const [first, second] = (await api<{ record: FeedItem[] }>('/api/get_feed/1')).record as [FeedItem, FeedItem];
    const mobile = freshMobile();
    await registerViaApi(mobile);

    const phone = await browser.open(`/content?id=${first.uni_id}`, MOBILE);
    await phone.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => phone.getByRole('button', { name: 'Save', exact: true }).getAttribute('aria-pressed')).toBe('true');
    await phone.goto('/');
    await screenLive(phone);
    const secondSave = phone.getByRole('button', { name: `Save ${second.u_title}` });
    await secondSave.click();
    await expect.poll(() => secondSave.getAttribute('aria-pressed')).toBe('true');
    await loginThroughScreen(phone, mobile);
    await openSaved(phone);
    await expect.poll(() => savedCards(phone)).toEqual([second.uni_id, first.uni_id]);

    const tablet = await browser.open('/login', MOBILE);
    await loginThroughScreen(tablet, mobile);
    await openSaved(tablet);
    await expect.poll(() => savedCards(tablet)).toEqual([second.uni_id, first.uni_id]);
    await tablet.getByRole('button', { name: `Save ${second.u_title}` }).click();
    await expect.poll(() => savedCards(tablet)).toEqual([first.uni_id]);

    await phone.reload();
    await screenLive(phone);
    await expect.poll(() => savedCards(phone)).toEqual([first.uni_id]);

    // The account's data, its saves included, as a file from the settings.
    await phone.getByRole('link', { name: 'Settings' }).click();
    const download = phone.waitForEvent('download');
    await phone.getByRole('button', { name: 'Download my data' }).click();
    const file = await (await download).createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of file) chunks.push(chunk as Buffer);
    const data = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { account: { mobile: string }; saved: { uni_id: string }[] };
    expect(data.account.mobile).toBe(mobile);
    expect(data.saved.map((entry) => entry.uni_id)).toEqual([first.uni_id]);
  });

  it('refuses a save past the limit with a toast, and the card stays unsaved', async () => {
    const page = await browser.open('/', MOBILE);
    await page.evaluate((max) => {
      const entries = Array.from({ length: max }, (_, i) => ({ uni_id: `kept${i}`, saved: '2026-11-20T08:00:00.000Z' }));
      localStorage.setItem('savedItems', JSON.stringify({ account: false, entries }));
    }, SAVED_ITEMS_MAX);
    await page.reload();
    await screenLive(page);
    const [item] = (await api<{ record: FeedItem[] }>('/api/get_feed/1')).record as [FeedItem];
    const save = page.getByRole('button', { name: `Save ${item.u_title}` });
    await save.click();
    await page.getByText(`You can keep ${SAVED_ITEMS_MAX.toLocaleString('en')} saved items at most`).waitFor();
    expect(await save.getAttribute('aria-pressed')).toBe('false');
  });

  it('opens the Saved screen, reloaded too, and a saved item offline, the item never opened before, and after a save made offline', async () => {
    const context = await browser.context(MOBILE);
    const page = await context.newPage();
    await page.goto('/');
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.reload();
    await screenLive(page);
    const [item, second] = (await api<{ record: FeedItem[] }>('/api/get_feed/1')).record as [FeedItem, FeedItem];
    const detail = page.waitForResponse((response) => response.url().endsWith(`/api/get/feed_content/${item.uni_id}`));
    await page.getByRole('button', { name: `Save ${item.u_title}` }).click();
    await detail;
    await openSaved(page);
    expect(await savedCards(page)).toEqual([item.uni_id]);

    await context.setOffline(true);
    await page.getByRole('link', { name: 'wiy home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await openSaved(page);
    expect(await savedCards(page)).toEqual([item.uni_id]);
    await page.locator(`[data-testid="feed-card"][data-id="${item.uni_id}"]`).click();
    await page.getByRole('heading', { level: 1, name: item.u_title }).waitFor();

    // Reopened offline, the app's shell starts the Saved screen.
    await page.goto('/saved');
    await screenLive(page);
    expect(await savedCards(page)).toEqual([item.uni_id]);

    // A save made offline changes the list: the cards come from the items' details, kept when they were saved.
    await page.goto('/');
    await screenLive(page);
    await page.getByRole('button', { name: `Save ${second.u_title}` }).click();
    await openSaved(page);
    await expect.poll(() => savedCards(page)).toEqual([item.uni_id]);
    await context.setOffline(false);
  });
});
