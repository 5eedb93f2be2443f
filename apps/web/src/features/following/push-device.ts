import type { PushDevice } from '@wiy/shared/follows.schema';
import type { Locale } from '@wiy/shared/locales';
import { apiDelete, apiGet, apiPut } from '../../lib/api-client.ts';
import { browserI18n, type MessageId } from '../../lib/i18n/i18n.tsx';

/**
 * The day (UTC) this browser last handed its subscription over, and the language it said then: a reader who
 * switched the language has it handed over again at the next start, so that notices come in the new one.
 */
const HANDED_OVER = 'pushDeviceHandedOver';
const handOverMark = () => `${new Date().toISOString().slice(0, 10)} ${browserI18n.locale}`;

/** Why a follow could not start, in the reader's words: `id` is the catalogue's message. */
export class FollowProblem extends Error {
  constructor(readonly id: MessageId) {
    super(id);
  }
}

/** The service worker's registration, or none within `ms` (a page served without one, as in development). */
async function workerRegistration(ms = 10_000): Promise<ServiceWorkerRegistration | undefined> {
  if (!('serviceWorker' in navigator)) return undefined;
  return Promise.race([navigator.serviceWorker.ready, new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), ms))]);
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64url.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

function sameKey(key: ArrayBuffer | null, wanted: Uint8Array): boolean {
  if (!key) return false;
  const bytes = new Uint8Array(key);
  return bytes.length === wanted.length && bytes.every((byte, index) => byte === wanted[index]);
}

/**
 * Lets this browser take the account's notices (decision 094): the reader's permission, a Web Push subscription
 * with the server's key (made again when the server's key changed), and the subscription handed to the account.
 */
export async function subscribeThisBrowser(): Promise<void> {
  if (!('Notification' in window) || !('PushManager' in window)) {
    throw new FollowProblem('following.cannotNotify');
  }
  if ((await Notification.requestPermission()) !== 'granted') {
    throw new FollowProblem('following.notificationsBlocked');
  }
  const registration = await workerRegistration();
  if (!registration) throw new FollowProblem('following.needsInstalledApp');
  const serverKey = keyBytes((await apiGet('/api/push/key')).publicKey);
  let subscription = await registration.pushManager.getSubscription();
  if (subscription && !sameKey(subscription.options.applicationServerKey, serverKey)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: serverKey });
  // Notices are written in the interface's language (decision 095).
  await apiPut('/api/push/device', { body: { ...(subscription.toJSON() as PushDevice), locale: browserI18n.locale as Locale }, auth: true });
  localStorage.setItem(HANDED_OVER, handOverMark());
}

/**
 * Once a day, a signed-in reader who follows topics and allowed notices hands this browser's subscription over
 * again, with no question asked: after signing in again, on another of their browsers, or when the push service
 * renewed it or the server let it go, notices then still come here. Once a day keeps it well inside the
 * per-address limit of readers behind one carrier's address.
 */
export async function renewThisBrowser(): Promise<void> {
  if (localStorage.getItem(HANDED_OVER) === handOverMark() || !('PushManager' in window) || Notification.permission !== 'granted') return;
  const { follows } = await apiGet('/api/follows', { auth: true });
  if (follows.length > 0) await subscribeThisBrowser();
}

/**
 * On sign-out: the account's notices stop coming to this browser, which the next reader may use. The browser
 * unsubscribes even when the server cannot be told (offline, refused): its push service then answers the next
 * notice 'gone', and the server lets it go.
 */
export async function forgetThisBrowser(): Promise<void> {
  localStorage.removeItem(HANDED_OVER);
  const registration = 'serviceWorker' in navigator ? await navigator.serviceWorker.getRegistration() : undefined;
  const subscription = await registration?.pushManager?.getSubscription();
  if (!subscription) return;
  try {
    await apiDelete('/api/push/device', { body: { endpoint: subscription.endpoint }, auth: true });
  } finally {
    await subscription.unsubscribe();
  }
}
