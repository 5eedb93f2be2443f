/**
 * The service worker (decision 070): the app shell precached, and what a visitor has seen kept for
 * offline reading. Online, every page and API answer still comes from the network first, so a visitor
 * never sees stale data while the server answers. The rules for what is kept are in cache-rules.ts.
 */
import { DATA_SAVER_COOKIE, dataSaverMode, isSlowConnection, savesData } from '@wiy/shared/data-saver';
import type { WorkboxPlugin } from 'workbox-core';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, PrecacheController, PrecacheRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { isBrowsingPage, isDeviceScreen, isMediaImage, isPublicApiRead, isRemoteImage, isStorable } from './cache-rules.ts';
import { readNotice, SETTINGS_ACTION } from './topic-notice.ts';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

const DAY = 24 * 60 * 60;
const PAGES = 'pages';

// A new version waits until the page's Reload button asks it to take over (register-worker.ts), so a
// visitor's open screen never runs against a shell it was not built with.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
// Control the page that installed the worker at once, so what it reads from now on is kept.
clientsClaim();
cleanupOutdatedCaches();

/**
 * Whether the reader saves data (decision 242), as the page would judge it: their cookie (the Cookie Store API, in
 * Chromium's browsers), else the connection's signals. A browser that tells neither precaches as before.
 */
async function readerSavesData(): Promise<boolean> {
  const cookie = 'cookieStore' in self ? await self.cookieStore.get(DATA_SAVER_COOKIE).catch(() => null) : null;
  const network = (self.navigator as WorkerNavigator & { connection?: { saveData?: boolean; effectiveType?: string } }).connection;
  return savesData(dataSaverMode(cookie?.value), { saveData: network?.saveData === true, slowConnection: isSlowConnection(network?.effectiveType) });
}

// The whole app's code, every screen's and the console's, is fetched at install for offline use: a reader who saves
// data is spared it. Their screens' scripts still come from the HTTP cache (a year, immutable) and what they read is
// kept by the routes below, so what they have seen still opens offline.
const precache = new PrecacheController();
precache.addToCacheList(self.__WB_MANIFEST);
self.addEventListener('install', (event) => {
  event.waitUntil(readerSavesData().then((saving) => (saving ? undefined : precache.install(event))));
});
self.addEventListener('activate', precache.activate);
registerRoute(new PrecacheRoute(precache));

const storable = (acceptOpaque = false): WorkboxPlugin => ({
  cacheWillUpdate: async ({ response }) => (isStorable(response, acceptOpaque) ? response : null),
});

// The Cache API keys only GET requests; the item detail's POST has an empty body, so its URL names it.
const postAsGet: WorkboxPlugin = {
  cacheKeyWillBeUsed: async ({ request }) => (request.method === 'GET' ? request : new Request(request.url)),
};

const pages = new NetworkFirst({
  cacheName: PAGES,
  plugins: [storable(), new ExpirationPlugin({ maxEntries: 50, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true })],
});

// A screen reached by a link inside the app was never fetched as a page; offline, the home page's HTML
// starts the app on it and its data comes from the API cache. Any kept home page will do, whatever the
// language or cookies it varied on: the app puts the page in the reader's language once it runs (decision 095).
const offlineShell = async (error: unknown) => {
  const shell = await (await caches.open(PAGES)).match(new URL('/', self.location.origin).href, { ignoreVary: true });
  if (shell) return shell;
  throw error;
};
registerRoute(isBrowsingPage, async (options) => {
  try {
    return await pages.handle(options);
  } catch (error) {
    return offlineShell(error);
  }
});
// Saved and Settings are never kept (their pages are the reader's own), but offline the shell starts them too.
registerRoute(isDeviceScreen, async ({ request }) => {
  try {
    return await fetch(request);
  } catch (error) {
    return offlineShell(error);
  }
});

const api = new NetworkFirst({
  cacheName: 'api',
  plugins: [storable(), postAsGet, new ExpirationPlugin({ maxEntries: 150, maxAgeSeconds: 7 * DAY, purgeOnQuotaError: true })],
});
registerRoute(isPublicApiRead, api, 'GET');
registerRoute(isPublicApiRead, api, 'POST');

// Images change rarely and the HTTP cache already holds them a day, so the revalidation is usually free.
registerRoute(
  isMediaImage,
  new StaleWhileRevalidate({
    cacheName: 'media',
    plugins: [storable(), new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true })],
  }),
);
// Opaque answers count several megabytes each against the storage quota in Chromium, hence the smaller cap.
registerRoute(
  isRemoteImage,
  new StaleWhileRevalidate({
    cacheName: 'remote-images',
    plugins: [storable(true), new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 7 * DAY, purgeOnQuotaError: true })],
  }),
);

// A followed topic's notice (decision 094): shown with a link to the settings, where the reader unfollows.
self.addEventListener('push', (event) => {
  let notice;
  try {
    notice = readNotice(event.data?.json(), self.location.origin);
  } catch {
    notice = undefined;
  }
  if (!notice) return;
  const options: NotificationOptions & { actions: { action: string; title: string }[] } = {
    body: notice.body,
    tag: notice.tag,
    icon: '/icons/icon-192.png',
    data: { url: notice.url, settingsUrl: notice.settingsUrl },
    actions: [{ action: SETTINGS_ACTION, title: 'Notification settings' }],
  };
  event.waitUntil(self.registration.showNotification(notice.title, options));
});

// A tap opens the post, the action the settings: in a window of the app already open, or a new one.
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const { url, settingsUrl } = event.notification.data as { url: string; settingsUrl: string };
  const target = new URL(event.action === SETTINGS_ACTION ? settingsUrl : url, self.location.origin).href;
  event.waitUntil(
    (async () => {
      const [open] = await self.clients.matchAll({ type: 'window' });
      // A window this worker does not control cannot be sent elsewhere: a new one opens instead.
      const moved = await open?.navigate(target).catch(() => null);
      if (moved) await moved.focus();
      else await self.clients.openWindow(target);
    })(),
  );
});
