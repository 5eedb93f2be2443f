import type { TopicNotice } from '@wiy/shared/follows.schema';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { standInBrowser, startPushService } from '../../server/test/push-service.ts';
import { freshMobile, loginThroughScreen, registerViaApi } from './account-support.ts';
import { tokenFor, useCurator } from './curator.ts';
import { api, baseUrl, expectNoSeriousA11yViolations, listedScreens, MOBILE, screenLive, useBrowser } from './support.ts';

/**
 * The page's push subscription answered by the stand-in browser's, whose endpoint is the stand-in push service:
 * Chromium's own would go to Google's service, which no test may reach.
 */
async function subscribeToStandIn(context: BrowserContext, subscription: ReturnType<typeof standInBrowser>['subscription']) {
  await context.addInitScript((given) => {
    // Kept in storage, as a browser keeps its subscription across pages.
    const KEY = 'standInPushKey';
    const made = (): PushSubscription | null => {
      const key = localStorage.getItem(KEY);
      if (key === null) return null;
      return {
        ...given,
        options: { applicationServerKey: Uint8Array.from(JSON.parse(key) as number[]).buffer, userVisibleOnly: true },
        toJSON: () => given,
        unsubscribe: async () => {
          localStorage.removeItem(KEY);
          return true;
        },
      } as unknown as PushSubscription;
    };
    PushManager.prototype.subscribe = async function subscribe(options?: PushSubscriptionOptionsInit) {
      localStorage.setItem(KEY, JSON.stringify([...(options?.applicationServerKey as Uint8Array)]));
      return made()!;
    };
    PushManager.prototype.getSubscription = async function getSubscription() {
      return made();
    };
  }, subscription);
}

/** Hands a push to the page's service worker as its push service would (DevTools protocol), and lists what it shows. */
async function deliverToWorker(context: BrowserContext, page: Page, data: string) {
  const cdp = await context.newCDPSession(page);
  const registration = new Promise<string>((resolve) =>
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const found = registrations.find((entry) => entry.scopeURL === `${baseUrl}/` && !entry.isDeleted);
      if (found) resolve(found.registrationId);
    }),
  );
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.deliverPushMessage', { origin: baseUrl, registrationId: await registration, data });
}

const shownNotices = (page: Page) =>
  page.evaluate(async () =>
    (await (await navigator.serviceWorker.ready).getNotifications()).map((notice) => ({
      title: notice.title,
      body: notice.body,
      tag: notice.tag,
      data: notice.data as unknown,
    })),
  );

describe('Following a topic', () => {
  const browser = useBrowser();
  const curator = useCurator('9000000094');
  let pushService: Awaited<ReturnType<typeof startPushService>>;
  beforeAll(async () => {
    pushService = await startPushService();
  });
  afterAll(() => pushService.close());

  it('follows a hot topic on a phone; a publish sends one encrypted push an hour to the stand-in service, the worker shows it, logout forgets the browser and sign-in brings it back, and the settings unfollow', async () => {
    const { hotTopic } = await listedScreens();
    const topic = new URL(hotTopic, baseUrl);
    const topicId = topic.searchParams.get('id')!;
    const topicName = topic.searchParams.get('name')!;
    const device = standInBrowser(pushService.endpoint('phone'));
    const mobile = freshMobile();
    await registerViaApi(mobile);
    const context = await browser.context(MOBILE, { permissions: ['notifications'] });
    await subscribeToStandIn(context, device.subscription);
    const page = await context.newPage();
    await loginThroughScreen(page, mobile);
    await page.goto(hotTopic);
    await screenLive(page);
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));

    const follow = page.getByRole('button', { name: 'Follow', exact: true });
    expect(await follow.getAttribute('aria-pressed')).toBe('false');
    await follow.click();
    await page.getByText(`Following ${topicName}. You will get a notification when new posts arrive.`).waitFor();
    expect(await page.getByRole('button', { name: 'Following', exact: true }).getAttribute('aria-pressed')).toBe('true');
    expect((await page.viewportSize())!.width).toBe(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoSeriousA11yViolations(page);

    const id = await curator.publish({ title: 'Follow: the polls open', url: `https://x.com/wiy/status/${Date.now()}`, hotTopic: topicId });
    await expect.poll(() => pushService.deliveries.length, { timeout: 10_000 }).toBe(1);
    const [delivery] = pushService.deliveries;
    expect(delivery!.headers['content-encoding']).toBe('aes128gcm');
    expect(delivery!.headers.authorization).toMatch(/^vapid t=/);
    const notice = device.read(delivery!.body) as TopicNotice;
    expect(notice).toEqual({
      title: `New in ${topicName}`,
      body: 'Follow: the polls open',
      url: `/content?id=${id}`,
      settingsUrl: '/settings#following',
      tag: `hot_topic:${topicId}`,
    });
    // One notice a topic an hour: the next publish within it sends none, the first after it one, of itself.
    await curator.publish({ title: 'Follow: turnout is high', url: `https://x.com/wiy/status/${Date.now() + 1}`, hotTopic: topicId });
    await api('/api/test/clock/advance', { method: 'POST', body: JSON.stringify({ ms: 60 * 60_000 }) });
    await curator.publish({ title: 'Follow: first results', url: `https://x.com/wiy/status/${Date.now() + 2}`, hotTopic: topicId });
    await expect.poll(() => pushService.deliveries.length, { timeout: 10_000 }).toBe(2);
    expect((device.read(pushService.deliveries[1]!.body) as TopicNotice).body).toBe('Follow: first results');

    // DevTools' delivery is now and then not dispatched to the worker (it then reports nothing further): handed
    // again, the same notice replaces itself by its tag, so the list shows it once whichever delivery arrived.
    const shown = [{ title: notice.title, body: notice.body, tag: notice.tag, data: { url: notice.url, settingsUrl: notice.settingsUrl } }];
    for (let attempt = 1; attempt <= 3; attempt++) {
      await deliverToWorker(context, page, JSON.stringify(notice));
      const seen = await expect
        .poll(() => shownNotices(page), { timeout: 3000 })
        .toEqual(shown)
        .then(
          () => true,
          () => false,
        );
      if (seen) break;
    }
    expect(await shownNotices(page)).toEqual(shown);

    // Logout stops the account's notices to this browser; signing in again, on whatever screen, brings them back.
    const devices = async () =>
      (await api<{ push_devices: unknown[] }>('/api/account/export', { headers: { Authorization: `Bearer ${await tokenFor(mobile)}` } })).push_devices.length;
    await page.getByRole('button', { name: 'Profile menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.getByRole('link', { name: 'Sign In' }).waitFor();
    expect(await devices()).toBe(0);
    await loginThroughScreen(page, mobile);
    await expect.poll(devices, { timeout: 10_000 }).toBe(1);

    await page.goto(notice.settingsUrl);
    await screenLive(page);
    const heading = page.getByRole('heading', { name: 'Following' });
    await expect.poll(() => heading.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.getByRole('button', { name: `Unfollow ${topicName}` }).click();
    await page.getByText('You follow nothing yet.').waitFor();
    await page.goto(hotTopic);
    await screenLive(page);
    expect(await page.getByRole('button', { name: 'Follow', exact: true }).getAttribute('aria-pressed')).toBe('false');
  });
});
