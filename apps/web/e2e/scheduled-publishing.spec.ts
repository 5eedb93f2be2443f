import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { tokenFor, useCurator } from './curator.ts';
import { api, DESKTOP, expectNoSeriousA11yViolations, MOBILE, screenLive, useBrowser } from './support.ts';

const CURATOR = '9123456797';
const TITLE = 'Scheduled: a post for the top of the hour';
const POST_URL = 'https://www.youtube.com/watch?v=schedule001';
const HOUR = 3600_000;

/** The server's time: its clock may run ahead of the browser's, moved by earlier specs (`/api/test/clock/advance`). */
async function moveServerClock(ms: number): Promise<number> {
  return Date.parse((await api<{ now: string }>('/api/test/clock/advance', { method: 'POST', body: JSON.stringify({ ms }) })).now);
}

/** A moment as the browser's `datetime-local` field writes it, in the browser's own time zone. */
const localInputValue = (page: Page, ms: number) =>
  page.evaluate((at) => {
    const date = new Date(at);
    const pad = (value: number) => String(value).padStart(2, '0');
    return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
  }, ms);

const trendingTitles = (page: Page) => page.locator('[data-testid="feed-card"]').allInnerTexts();

describe('Scheduled publishing (decision 100)', () => {
  const browser = useBrowser();
  const curator = useCurator(CURATOR);
  let token = '';

  beforeAll(async () => {
    token = await tokenFor(CURATOR);
  });

  it('a curator approves a pending item for an hour ahead; Trending shows it only once the server clock passes that time', async () => {
    const uniId = await curator.draft({ title: TITLE, url: POST_URL });
    const serverNow = await moveServerClock(0);
    // A whole minute, the field's step, a little over an hour after the server's now.
    const publishAt = Math.ceil((serverNow + HOUR) / 60_000) * 60_000;

    // A curator in India: the field reads their wall-clock time, and the server gets it with the +05:30 offset.
    const curatorContext = await browser.context(DESKTOP, { timezoneId: 'Asia/Kolkata' });
    await curatorContext.addInitScript((value) => localStorage.setItem('wiytoken', value), token);
    const editor = await curatorContext.newPage();
    await editor.goto(`/admin/content/${uniId}`);
    await editor.getByRole('heading', { name: 'Edit content item' }).waitFor();
    // Chromium's ICU may give the zone its older name.
    const field = editor.getByLabel(/^Approve at \(your time, Asia\/(Kolkata|Calcutta)\)$/);
    await field.fill(await localInputValue(editor, publishAt));
    const approved = editor.waitForResponse((response) => response.url().endsWith(`/api/admin/content/${uniId}/approve`));
    await editor.getByRole('button', { name: 'Approve at this time' }).click();
    const answer = await (await approved).json();
    expect(answer).toMatchObject({ status: 'scheduled', publish_at: new Date(publishAt).toISOString() });
    await editor.getByText(/^Scheduled for .+ \(.+\)$/).waitFor();
    expect(await editor.getByRole('button', { name: 'Cancel schedule' }).isVisible()).toBe(true);
    await expectNoSeriousA11yViolations(editor);

    const reader = await browser.context(MOBILE, { serviceWorkers: 'block' });
    const feed = await reader.newPage();
    await feed.goto('/');
    await screenLive(feed);
    expect((await trendingTitles(feed)).some((text) => text.includes(TITLE))).toBe(false);

    await moveServerClock(publishAt - serverNow + 1000);
    // The job looks every second; the item is then at the top of Trending. Bounded: a few seconds at most.
    let shown = false;
    for (let attempt = 0; attempt < 10 && !shown; attempt++) {
      await feed.waitForTimeout(500);
      await feed.reload();
      await screenLive(feed);
      shown = (await trendingTitles(feed))[0]?.includes(TITLE) ?? false;
    }
    expect(shown).toBe(true);

    await editor.reload();
    await editor.getByRole('heading', { name: 'Edit content item' }).waitFor();
    expect(await editor.locator('.admin-status').first().innerText()).toBe('approved');
  });
});
