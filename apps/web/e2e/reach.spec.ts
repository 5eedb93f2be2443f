import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { tokenFor, useCurator } from './curator.ts';
import { baseUrl, DESKTOP, expectNoSeriousA11yViolations, MOBILE, screenLive, useBrowser } from './support.ts';

const CURATOR = '9123456798';
/** A Threads post: its detail shows a card with a link, no frame that would reach for the platform. */
const POST_URL = 'https://www.threads.net/@e2e_reach/post/C0unt';
const TITLE = 'Reach: a post to count';

/** A browser context whose local storage holds the token before any page of it loads. */
async function signedIn(context: BrowserContext, token: string): Promise<void> {
  await context.addInitScript((value) => localStorage.setItem('wiytoken', value), token);
}

/** Waits for the count of `kind` for `uniId` and returns its answer's status. */
const counted = (page: Page, uniId: string, kind: 'open' | 'click') =>
  page.waitForResponse((response) => response.url().endsWith(`/api/reach/${uniId}/${kind}`) && response.request().method() === 'POST');

/** Whether the page scrolls sideways (it must not at 390 px). */
const scrollsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

describe('Reach figures (decision 098)', () => {
  const browser = useBrowser();
  const curator = useCurator(CURATOR);
  let token = '';

  beforeAll(async () => {
    token = await tokenFor(CURATOR);
  });

  it("counts a reader's open and click out of an item, which its editor and 'Top this week' then show", async () => {
    const uniId = await curator.publish({ title: TITLE, url: POST_URL });

    // A reader: the detail counts one open once it shows; the link to the original post, one click.
    const reader = await browser.context(MOBILE);
    // Nothing leaves the machine: the platform's page is answered here.
    await reader.route('https://www.threads.net/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<p>The original</p>' }));
    const page = await reader.newPage();
    const opened = counted(page, uniId, 'open');
    await page.goto(`/content?id=${uniId}`);
    await screenLive(page);
    expect((await opened).status()).toBe(204);
    const clicked = counted(page, uniId, 'click');
    const popup = page.waitForEvent('popup');
    await page.getByRole('link', { name: 'Open the original post on Threads' }).click();
    expect((await clicked).status()).toBe(204);
    await (await popup).close();

    // A curator: the item's editor draws its 30 days with today's open and click.
    const curatorContext = await browser.context(MOBILE);
    await signedIn(curatorContext, token);
    const editor = await curatorContext.newPage();
    await editor.goto(`/admin/content/${uniId}`);
    await editor.getByRole('heading', { name: 'Edit content item' }).waitFor();
    const chart = editor.getByRole('img', { name: '1 open and 1 click in the last 30 days' });
    await chart.waitFor();
    expect(await chart.locator('[data-day]').count()).toBe(30);
    expect(await editor.locator('.admin-reach-totals').innerText()).toMatch(/^Opens 1\s+Clicks 1$/);
    expect(await scrollsSideways(editor)).toBe(false);
    await expectNoSeriousA11yViolations(editor);

    // The other specs open many demo items today; a few more opens keep this one among the 20 that 'Top this week' shows.
    for (let n = 0; n < 30; n++) {
      const answer = await fetch(`${baseUrl}/api/reach/${uniId}/open`, { method: 'POST', headers: { Application: 'wiy' } });
      expect(answer.status).toBe(204);
    }

    await editor.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Top this week' }).click();
    await editor.getByRole('heading', { name: 'Top this week' }).waitFor();
    const row = editor.getByRole('table', { name: 'Most reached items' }).getByRole('row').filter({ hasText: TITLE });
    await row.waitFor();
    expect(await row.getByRole('rowheader').textContent()).toBe(TITLE);
    expect(await row.getByRole('cell').allTextContents()).toEqual(['31', '1']);
    expect(await scrollsSideways(editor)).toBe(false);
    await expectNoSeriousA11yViolations(editor);
    await row.getByRole('link', { name: TITLE }).click();
    await editor.waitForURL(`**/admin/content/${uniId}`);
    await editor.getByRole('img', { name: '31 opens and 1 click in the last 30 days' }).waitFor();
  });

  it('shows the week on a desktop without a serious accessibility violation', async () => {
    const context = await browser.context(DESKTOP);
    await signedIn(context, token);
    const page = await context.newPage();
    await page.goto('/admin/reach-top');
    await page.getByRole('heading', { name: 'Top this week' }).waitFor();
    await page.getByText(/^From \d{1,2} \S+ to \d{1,2} \S+$/).waitFor();
    await expectNoSeriousA11yViolations(page);
  });
});
