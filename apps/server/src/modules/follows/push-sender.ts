import { createHash, ECDH } from 'node:crypto';
import type { TopicNotice } from '@wiy/shared/follows.schema';
import type { FastifyBaseLogger } from 'fastify';
import webPush from 'web-push';
import type { ResolveHost } from '../../lib/outbound-address.ts';
import { OutboundFetcher, type OutboundError } from '../../lib/outbound-fetch.ts';
import type { NoticeDevice } from './follows.repository.ts';
import type { VapidKeys } from './vapid-keys.ts';

/** How a push service answered: delivered, gone for good (the browser unsubscribed), or failed this time. */
export type PushOutcome = 'sent' | 'gone' | 'failed';

export interface PushSenderOptions {
  keys: VapidKeys;
  /** Who the push services may contact about these notices (`mailto:` the support address). */
  subject: string;
  timeoutMs: number;
  /** Let notices go to private and loopback addresses over http on any port (a local stand-in push service); off by default. */
  allowPrivate: boolean;
  log: FastifyBaseLogger;
  /** How push services' names are resolved, and which addresses are refused: the system's and `isPrivateAddress` unless a test says otherwise. */
  resolve?: ResolveHost | undefined;
  isBlocked?: ((address: string) => boolean) | undefined;
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

/**
 * Where push services listen: https, on its own port or 8443. A browser hands the address, so anything wider would
 * let a signed-in reader make the server call any port of any public host.
 */
const PUSH_SERVICE_ADDRESSES = { protocol: 'https:', ports: [443, 8443] } as const;

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
 * and signs the VAPID header (RFC 8292); the request itself goes through `OutboundFetcher`, so that it has a time
 * limit, follows no redirect, and connects only to a public address, checked where it connects, at an https
 * address on port 443 or 8443.
 */
export class PushSender {
  readonly #outbound: OutboundFetcher;

  constructor(private readonly options: PushSenderOptions) {
    this.#outbound = new OutboundFetcher({
      timeoutMs: options.timeoutMs,
      // A push service's answer is its status: the body is never read (`skipBody`).
      maxBytes: 0,
      allowPrivateNetwork: options.allowPrivate,
      resolve: options.resolve,
      isBlocked: options.isBlocked,
      only: options.allowPrivate ? undefined : PUSH_SERVICE_ADDRESSES,
    });
  }

  /** Closes the connections kept open to push services. */
  async close(): Promise<void> {
    await this.#outbound.close();
  }

  /**
   * 'gone' only when the push service says the subscription is (404, 410) or the browser's keys are no keys; an
   * address refused now (not public where it connects, a resolver's bad moment too) is a failure, logged with its
   * reason, and the browser is tried again next time.
   */
  async send(device: NoticeDevice, notice: TopicNotice): Promise<PushOutcome> {
    if (!isBrowserKey(device.p256dh, device.auth)) return 'gone';
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
    const pushService = new URL(device.endpoint).host;
    try {
      const answer = await this.#outbound.request(request.endpoint, {
        method: 'POST',
        headers: fetchHeaders(request.headers),
        ...(request.body ? { body: new Uint8Array(request.body) } : {}),
        followRedirects: false,
        skipBody: true,
      });
      if (answer.status === 404 || answer.status === 410) return 'gone';
      if (answer.status >= 200 && answer.status < 300) return 'sent';
      this.options.log.warn({ pushService, status: answer.status }, 'a notice was not delivered');
    } catch (error) {
      const { reason, message } = error as OutboundError;
      this.options.log.warn({ pushService, reason, detail: message }, 'a notice was not delivered');
    }
    return 'failed';
  }

  /**
   * Whether notices may go to this address, as far as can be told now: the rule `send` applies (an https address on
   * port 443 or 8443 whose host is public, unless `allowPrivate`), for refusing a browser's subscription early.
   */
  async mayReach(endpoint: string): Promise<boolean> {
    return this.#outbound.admits(endpoint);
  }
}
