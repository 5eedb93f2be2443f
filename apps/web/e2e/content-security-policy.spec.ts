import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminCommand, tokenFor } from './curator.ts';
import { api, listedScreens, screenLive, useBrowser } from './support.ts';

const ADMIN = '9123456760';
const PASSWORD = 'Policy&2026x';

/**
 * What the page's policy refused, as the page itself heard it (`securitypolicyviolation`, which fires even when the
 * script that tried catches the refusal) and as the browser's console reported it.
 */
function watchPolicy(page: Page): { refused: () => Promise<string[]> } {
  const logged: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) logged.push(`console: ${message.text()}`);
  });
  return {
    refused: async () => [...(await page.evaluate(() => (window as unknown as { __refused: string[] }).__refused)), ...logged],
  };
}

/** A context whose every page records the policy's refusals from its first script on; signed in when given a token. */
async function watchedPage(browser: ReturnType<typeof useBrowser>, token?: string): Promise<Page> {
  const context = await browser.context();
  await context.addInitScript((value) => {
    if (value) localStorage.setItem('wiytoken', value);
    const refused: string[] = [];
    (window as unknown as { __refused: string[] }).__refused = refused;
    document.addEventListener('securitypolicyviolation', (event) => {
      refused.push(`${event.violatedDirective} refused ${event.blockedURI || 'inline code'} at ${event.sourceFile}:${event.lineNumber}`);
    });
  }, token);
  return context.newPage();
}

describe('The Content Security Policy', () => {
  const browser = useBrowser();
  let screens: string[] = [];
  let adminToken = '';

  beforeAll(async () => {
    const feed = await api<{ record: { uni_id: string }[] }>('/api/get_feed/1');
    const listed = await listedScreens();
    screens = [
      '/',
      '/category?catid=sports&subid=sports-cricket',
      listed.hotTopic,
      `/content?id=${feed.record[0]!.uni_id}`,
      '/list-category-channel',
      '/recipe-channel-list',
      '/policy',
      '/login',
      '/sign-up',
    ];
    adminCommand('create', '--mobile', ADMIN, '--password', PASSWORD);
    adminToken = await tokenFor(ADMIN);
  });

  it.each([
    ['a reader', 'every screen', () => screens],
    ['an admin', 'the console', () => ['/admin']],
  ])('is tripped on no screen %s opens (%s) once its app is live', async (reader, _which, screensOf) => {
    const page = await watchedPage(browser, reader === 'an admin' ? adminToken : undefined);
    const policy = watchPolicy(page);
    for (const screen of screensOf()) {
      await page.goto(screen);
      await screenLive(page);
      await page.waitForLoadState('networkidle');
      expect(await policy.refused(), screen).toEqual([]);
    }
  });
});
