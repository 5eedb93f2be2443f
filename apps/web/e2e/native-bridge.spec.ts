import { describe, expect, it } from 'vitest';
import { DESKTOP, MOBILE, screenLive, useBrowser } from './support.ts';

describe('Native wrapper bridge', () => {
  const browser = useBrowser();

  it('subscribes the push token the wrapper hands in to the wiy topic and stores success', async () => {
    const context = await browser.context(MOBILE);
    await context.addInitScript(() => {
      window.nativeWrapper = { pushToken: 'e2e-push-token-1', deviceId: 'device-1', appVersion: '2.3.0', appBuild: '51' };
    });
    const page = await context.newPage();
    const subscribed = page.waitForRequest((r) => r.url().endsWith('/firebase/subscribe'));
    await page.goto('/');
    const request = await subscribed;
    expect(request.postDataJSON()).toEqual({ recipientToken: 'e2e-push-token-1', topic: 'wiy', application_name: 'wiy' });
    await expect.poll(() => page.evaluate(() => localStorage.getItem('subscribeTokenTopic'))).toBe('true');
    expect(await page.evaluate(() => localStorage.getItem('pushToken'))).toBe('e2e-push-token-1');
  });

  it('subscribes a token that arrives later through the nativewrapper event', async () => {
    const context = await browser.context(MOBILE);
    await context.addInitScript(() => {
      window.nativeWrapper = { deviceId: 'device-2' };
    });
    const page = await context.newPage();
    await page.goto('/');
    // The server-rendered cards show before the app runs; the app listens for the wrapper once it does.
    await screenLive(page);
    const subscribed = page.waitForRequest((r) => r.url().endsWith('/firebase/subscribe'));
    await page.evaluate(() => window.dispatchEvent(new CustomEvent('nativewrapper', { detail: { pushToken: 'e2e-push-token-2' } })));
    expect((await subscribed).postDataJSON()).toMatchObject({ recipientToken: 'e2e-push-token-2' });
    await expect.poll(() => page.evaluate(() => localStorage.getItem('subscribeTokenTopic'))).toBe('true');
  });

  it('leaves a plain browser alone: no subscription, the page works', async () => {
    const context = await browser.context(DESKTOP);
    const page = await context.newPage();
    const requests: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    await page.goto('/');
    await page.locator('[data-testid="feed-card"]').first().waitFor();
    expect(requests.filter((u) => u.includes('/firebase/subscribe'))).toEqual([]);
    expect(await page.evaluate(() => localStorage.getItem('pushToken'))).toBeNull();
  });

  it('sends the time spent as a beacon when the page is hidden, and the server takes it', async () => {
    const context = await browser.context(DESKTOP);
    // Chromium does not show a beacon's body to the test: keep a copy of each as it is sent.
    await context.addInitScript(() => {
      const send = navigator.sendBeacon.bind(navigator);
      const sent: Promise<string>[] = [];
      Object.assign(window, { sentBeacons: sent });
      navigator.sendBeacon = (url, data) => {
        if (data instanceof Blob) sent.push(data.text());
        return send(url, data);
      };
    });
    const page = await context.newPage();
    await page.clock.install();
    await page.goto('/');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('setIp')), { timeout: 10_000 }).toBe('127.0.0.1');
    await page.clock.runFor(65_000);
    const beacon = page.waitForRequest((r) => r.url().includes('/lom/save/spent/time'));
    await page.evaluate(() => window.dispatchEvent(new Event('pagehide')));
    const request = await beacon;
    expect(new URL(request.url()).searchParams.get('application')).toBe('wiy');
    expect((await request.response())?.status()).toBe(200);
    const bodies = await page.evaluate(() => Promise.all((window as unknown as { sentBeacons: Promise<string>[] }).sentBeacons));
    // The page's clock runs on from where the test moved it, so on a slow machine a second or more is added.
    expect(bodies.map((b) => JSON.parse(b))).toEqual([
      expect.objectContaining({ userId: '127.0.0.1', timeSpent: expect.stringMatching(/^00:01:(0[5-9]|1[0-4])$/) }),
    ]);
  });
});
