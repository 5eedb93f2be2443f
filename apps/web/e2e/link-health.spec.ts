import type { BrowserContext } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { tokenFor, useCurator } from './curator.ts';
import { DESKTOP, expectNoSeriousA11yViolations, screenLive, useBrowser } from './support.ts';
import { withE2eDatabase } from './xss.ts';

const CURATOR = '9123456799';
/** Kept as the console normalises it. */
const POST_URL = 'https://youtube.com/watch?v=e2eL1nkG0ne';
const TITLE = 'Link health: a video taken down';

/** A browser context whose local storage holds the token before any page of it loads; no frame reaches YouTube. */
async function context(browser: ReturnType<typeof useBrowser>, token?: string): Promise<BrowserContext> {
  const created = await browser.context(DESKTOP);
  await created.route('https://www.youtube-nocookie.com/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<p>A player</p>' }));
  if (token) await created.addInitScript((value) => localStorage.setItem('wiytoken', value), token);
  return created;
}

describe('Link health (decision 101)', () => {
  const browser = useBrowser();
  const curator = useCurator(CURATOR);
  let token = '';

  beforeAll(async () => {
    token = await tokenFor(CURATOR);
  });

  it("shows a removed post's fallback at once instead of its embed, and lists it on the console's link health screen", async () => {
    const uniId = await curator.publish({ title: TITLE, url: POST_URL });
    const reader = await context(browser);
    const before = await reader.newPage();
    await before.goto(`/content?id=${uniId}`);
    await before.locator('.embeds iframe').first().waitFor({ state: 'attached' });
    await before.close();

    // The job's finding, as its check against YouTube's oEmbed (which answers 404 for a removed video) writes it
    // into the row the approval made; the e2e server cannot be pointed at a stand-in platform, so it is written
    // here (the API tests prove the check).
    await withE2eDatabase((db) =>
      db
        .prepare('UPDATE link_check SET state = ?, failures = ?, checked_at = ?, next_check_at = ?, detail = ? WHERE uni_id = ?')
        .run('removed', 1, '2026-11-23T10:00:00.000Z', '2099-01-01T00:00:00.000Z', 'oEmbed answered 404', uniId),
    );

    const page = await reader.newPage();
    await page.goto(`/content?id=${uniId}`);
    await screenLive(page);
    await page.getByText('This post was removed from YouTube').waitFor();
    expect(await page.locator('.embeds iframe').count()).toBe(0);
    expect(await page.locator('.embeds .embed-fallback').getByRole('link', { name: 'View on YouTube' }).getAttribute('href')).toBe(POST_URL);
    await expectNoSeriousA11yViolations(page);

    const consolePage = await (await context(browser, token)).newPage();
    await consolePage.goto('/admin/content');
    await consolePage.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Link health' }).click();
    await consolePage.getByRole('heading', { name: 'Link health' }).waitFor();
    const row = consolePage.getByRole('table', { name: 'Items whose link is broken' }).getByRole('row').filter({ hasText: TITLE });
    await row.waitFor();
    expect(await row.getByRole('cell').allTextContents()).toEqual(['removed', '1', '2026-11-23 10:00', 'oEmbed answered 404', 'approved', 'Check now']);
    await expectNoSeriousA11yViolations(consolePage);
    await row.getByRole('link', { name: TITLE }).click();
    await consolePage.waitForURL(`**/admin/content/${uniId}`);
    await consolePage.getByText('Link: removed, checked 2026-11-23 10:00 (oEmbed answered 404); 1 failed check in a row').waitFor();
  });
});
