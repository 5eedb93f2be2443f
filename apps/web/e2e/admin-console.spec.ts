import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { adminCommand, tokenFor } from './curator.ts';
import { DESKTOP, expectNoSeriousA11yViolations, MOBILE, useBrowser } from './support.ts';
import { expectNothingRan, watchForDialogs, XSS_PAYLOADS } from './xss.ts';

const ADMIN = '9123456780';
const VISITOR = '9123456781';
const PASSWORD = 'Curate&2026x';
const TITLE_PAYLOAD = '<img src=x onerror="window.__xss=1">Launch <script>window.__xss=1</script>';

/** A browser context whose local storage holds the token before any page of it loads. */
async function signedIn(context: BrowserContext, token: string): Promise<void> {
  await context.addInitScript((value) => localStorage.setItem('wiytoken', value), token);
}

const firstCardId = async (page: Page) => {
  await page.locator('[data-testid="feed-card"]').first().waitFor();
  return page.locator('[data-testid="feed-card"]').first().getAttribute('data-id');
};

describe('Curation console', () => {
  const browser = useBrowser();
  let adminToken = '';

  beforeAll(async () => {
    expect(adminCommand('create', '--mobile', ADMIN, '--password', PASSWORD, '--first-name', 'Asha')).toContain('Created admin');
    adminCommand('create', '--mobile', VISITOR, '--password', PASSWORD);
    adminCommand('revoke', '--mobile', VISITOR);
    adminToken = await tokenFor(ADMIN);
  });

  it('lets an admin paste a link, edit, approve it to the top of Trending, then unpublish it; no payload ever runs', async () => {
    const context = await browser.context(DESKTOP);
    await signedIn(context, adminToken);
    const page = await context.newPage();
    const watched = watchForDialogs(page);
    await page.goto('/admin');
    await page.getByRole('heading', { name: 'Content items' }).waitFor();
    expect(page.url()).toMatch(/\/admin\/content$/);

    await page.getByLabel('Add a post by its link').fill('https://x.com/e2e_space/status/777?s=20');
    await page.getByRole('button', { name: 'Add post' }).click();
    await page.getByRole('heading', { name: 'New content item' }).waitFor();
    expect(await page.getByLabel('Link to the post').inputValue()).toBe('https://twitter.com/e2e_space/status/777');

    // A blank title is shown at its field, beside it, and nothing is sent.
    await page.getByLabel('Title').fill('');
    await page.getByRole('button', { name: 'Create as pending' }).click();
    await expect.poll(() => page.getByLabel('Title').getAttribute('aria-invalid')).toBe('true');
    const titleError = page.locator(`#${await page.getByLabel('Title').getAttribute('aria-describedby')}`);
    expect(await titleError.textContent()).toBe('must not be blank');
    expect(await titleError.isVisible()).toBe(true);
    expect(page.url()).toMatch(/\/admin\/content\/new$/);

    await page.getByLabel('Title').fill(TITLE_PAYLOAD);
    await page.getByLabel('Extra link 1').fill('https://youtu.be/dQw4w9WgXcQ');
    await page.getByLabel('Show the full description').check();
    await page.getByLabel('Description (HTML)', { exact: true }).fill(`<p>Lift-off</p>${XSS_PAYLOADS.join('')}`);
    await page.getByRole('region', { name: 'Description preview', exact: true }).getByText('Lift-off').waitFor();
    await expectNothingRan(page, watched, '.admin-preview');
    const created = page.waitForResponse((r) => r.url().endsWith('/api/admin/content') && r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Create as pending' }).click();
    const item = (await (await created).json()) as { uni_id: string; status: string; u_title: string };
    expect(item.status).toBe('pending');
    await page.getByRole('heading', { name: 'Edit content item' }).waitFor();

    const approved = page.waitForResponse((r) => r.url().endsWith(`/api/admin/content/${item.uni_id}/approve`));
    await page.getByRole('button', { name: 'Approve', exact: true }).click();
    expect((await approved).status()).toBe(200);
    await page.getByRole('button', { name: 'Unpublish' }).waitFor();
    await expectNothingRan(page, watched, '.admin-preview');

    const site = await context.newPage();
    const siteWatched = watchForDialogs(site);
    await site.goto('/');
    expect(await firstCardId(site)).toBe(item.uni_id);
    await expect.poll(() => site.locator('[data-testid="feed-card"]').first().textContent()).toContain('Launch');
    await site.goto(`/content?id=${item.uni_id}`);
    await site.locator('.content-description').getByText('Lift-off').waitFor();
    await expectNothingRan(site, siteWatched, '.content-description');

    const unpublished = page.waitForResponse((r) => r.url().endsWith(`/api/admin/content/${item.uni_id}/unpublish`));
    await page.getByRole('button', { name: 'Unpublish' }).click();
    await unpublished;
    await site.goto('/');
    expect(await firstCardId(site)).not.toBe(item.uni_id);
    expect(await site.locator(`[data-id="${item.uni_id}"]`).count()).toBe(0);
    expect(await site.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
  });

  it('refuses an ordinary user the console and its API', async () => {
    const token = await tokenFor(VISITOR);
    const context = await browser.context(MOBILE);
    await signedIn(context, token);
    const page = await context.newPage();
    await page.goto('/admin/content');
    await page.getByRole('heading', { name: 'No access' }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Console' }).count()).toBe(0);
    const answer = await fetch(`${inject('baseUrl')}/api/admin/content`, { headers: { Application: 'wiy', Authorization: `Bearer ${token}` } });
    expect(answer.status).toBe(403);
  });

  it('asks a signed-out visitor to sign in', async () => {
    const page = await browser.open('/admin', MOBILE);
    await page.getByRole('heading', { name: 'Sign in to curate' }).waitFor();
    expect(await page.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
  });

  it.each([
    ['content list on a phone', '/admin/content', MOBILE, 'Content items'],
    ['content list on a desktop', '/admin/content', DESKTOP, 'Content items'],
    ['policies editor', '/admin/records/policy', DESKTOP, 'Policies'],
    ['audit log', '/admin/audit', MOBILE, 'Audit log'],
  ])('has no serious accessibility violation: %s', async (_name, url, viewport, heading) => {
    const context = await browser.context(viewport);
    await signedIn(context, adminToken);
    const page = await context.newPage();
    await page.goto(url);
    await page.getByRole('heading', { name: heading }).waitFor();
    if (url.endsWith('policy')) await page.getByRole('button', { name: 'New' }).click();
    await expectNoSeriousA11yViolations(page);
  });
});
