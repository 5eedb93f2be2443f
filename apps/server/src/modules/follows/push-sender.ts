import { createHash } from 'node:crypto';
import type { TopicNotice } from '@wiy/shared/follows.schema';
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
}

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
  constructor(private readonly options: PushSenderOptions) {}

  /**
   * 'gone' only when the push service says the subscription is (404, 410) or the browser's keys cannot take a
   * notice; an address that does not resolve to a public one now (a resolver's bad moment too) is a failure, and
   * the browser is tried again next time.
   */
  async send(device: NoticeDevice, notice: TopicNotice): Promise<PushOutcome> {
    if (!(await this.mayReach(device.endpoint))) return 'failed';
    let request: ReturnType<typeof webPush.generateRequestDetails>;
    try {
      request = webPush.generateRequestDetails({ endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } }, JSON.stringify(notice), {
        vapidDetails: { subject: this.options.subject, publicKey: this.options.keys.publicKey, privateKey: this.options.keys.privateKey },
        TTL: TIME_TO_LIVE_SECONDS,
        // A newer notice of the same topic replaces one the push service still holds.
        topic: createHash('sha256').update(notice.tag).digest('base64url').slice(0, 32),
      });
    } catch {
      return 'gone';
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

  private async mayReach(endpoint: string): Promise<boolean> {
    if (this.options.allowPrivate) return true;
    return new URL(endpoint).protocol === 'https:' && (await isPublicHttpUrl(endpoint));
  }
}
