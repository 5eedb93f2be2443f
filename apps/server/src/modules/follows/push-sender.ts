import { createHash, ECDH } from 'node:crypto';
import type { TopicNotice } from '@wiy/shared/follows.schema';
import type { FastifyBaseLogger } from 'fastify';
import webPush from 'web-push';
import { isPublicHttpUrl } from '../../lib/outbound-address.ts';
import type { NoticeDevice } from './follows.repository.ts';
import type { VapidKeys } from './vapid-keys.ts';

/** How a push service answered: delivered, gone for good (the browser unsubscribed), or failed this time. */
export type PushOutcome = 'sent' | 'gone' | 'failed';

export interface PushSenderOptions {
  keys: VapidKeys;
  /** Who the push services may contact about these notices (`mailto:` the support address). */
  subject: string;
  timeoutMs: number;
  /** Let notices go to private and loopback addresses (a local stand-in push service); off by default. */
  allowPrivate: boolean;
  log: FastifyBaseLogger;
}

/** Whether these are a browser's push keys: a point on P-256 and a 16-byte secret, what a notice is encrypted to. */
export function isBrowserKey(p256dh: string, auth: string): boolean {
  if (Buffer.from(auth, 'base64url').length !== 16) return false;
  try {
    ECDH.convertKey(Buffer.from(p256dh, 'base64url'), 'prime256v1');
    return true;
  } catch {
    return false;
  }
}

/** A push service's host is asked after once a minute at most, and a resolver that does not answer in 5 s is a no. */
const REACH_KEPT_MS = 60_000;
const LOOKUP_TIMEOUT_MS = 5000;

/**
 * `web-push`'s headers as fetch takes them: text values, and no length, which fetch sets from the body (some
 * dispatchers refuse a number there).
 */
function fetchHeaders(headers: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).flatMap(([name, value]) => (name.toLowerCase() === 'content-length' ? [] : [[name, String(value)]])));
}

/** A notice kept by the push service for a day while the browser is offline; older news is not worth showing. */
const TIME_TO_LIVE_SECONDS = 24 * 3600;

/**
 * Sends one notice by the Web Push protocol: `web-push` encrypts it to the browser's keys (RFC 8291, aes128gcm)
 * and signs the VAPID header (RFC 8292); the request itself is ours, so that it has a time limit, follows no
 * redirect, and goes only to a public https address.
 */
export class PushSender {
  private readonly reach = new Map<string, { until: number; public: Promise<boolean> }>();

  constructor(private readonly options: PushSenderOptions) {}

  /**
   * 'gone' only when the push service says the subscription is (404, 410) or the browser's keys are no keys; an
   * address that does not resolve to a public one now (a resolver's bad moment too) is a failure, and the browser
   * is tried again next time.
   */
  async send(device: NoticeDevice, notice: TopicNotice): Promise<PushOutcome> {
    if (!isBrowserKey(device.p256dh, device.auth)) return 'gone';
    if (!(await this.mayReach(device.endpoint))) return 'failed';
    let request: ReturnType<typeof webPush.generateRequestDetails>;
    try {
      request = webPush.generateRequestDetails({ endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } }, JSON.stringify(notice), {
        vapidDetails: { subject: this.options.subject, publicKey: this.options.keys.publicKey, privateKey: this.options.keys.privateKey },
        TTL: TIME_TO_LIVE_SECONDS,
        // A newer notice of the same topic replaces one the push service still holds.
        topic: createHash('sha256').update(notice.tag).digest('base64url').slice(0, 32),
      });
    } catch (error) {
      this.options.log.error({ err: error }, 'a notice could not be prepared');
      return 'failed';
    }
    try {
      const response = await fetch(request.endpoint, {
        method: request.method,
        headers: fetchHeaders(request.headers),
        body: request.body ? new Uint8Array(request.body) : undefined,
        redirect: 'manual',
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
      await response.body?.cancel();
      if (response.status === 404 || response.status === 410) return 'gone';
      return response.ok ? 'sent' : 'failed';
    } catch {
      return 'failed';
    }
  }

  /** Whether notices may go to this address: a public https one, unless `allowPrivate`. */
  async mayReach(endpoint: string): Promise<boolean> {
    if (this.options.allowPrivate) return true;
    const url = new URL(endpoint);
    if (url.protocol !== 'https:') return false;
    const now = Date.now();
    let known = this.reach.get(url.host);
    if (!known || known.until < now) {
      const timeUp = new Promise<boolean>((resolve) => setTimeout(() => resolve(false), LOOKUP_TIMEOUT_MS).unref());
      known = { until: now + REACH_KEPT_MS, public: Promise.race([isPublicHttpUrl(`https://${url.host}/`), timeUp]) };
      this.reach.set(url.host, known);
    }
    return known.public;
  }
}
