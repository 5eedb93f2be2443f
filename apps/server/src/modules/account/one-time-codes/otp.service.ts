import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { messages, OTP_DIGITS } from '@wiy/shared/account-rules';
import { ClientError } from '../../../lib/client-error.ts';
import type { Clock } from '../../../lib/clock.ts';
import { newId } from '../../../lib/ids.ts';
import { RateLimitedError } from '../../../lib/rate-limited-error.ts';
import { TypicalDuration } from '../../../lib/typical-duration.ts';
import { addressKey, addressRangeKey } from '../../../plugins/request-limits/address-key.ts';
import {
  DAY_MS,
  HOUR_MS,
  OTP_MAX_FAILURES_PER_DAY,
  OTP_MAX_PER_NUMBER_DAY,
  OTP_MAX_PER_NUMBER_HOUR,
  OTP_MAX_WRONG_TRIES,
  OTP_RANGE_FACTOR,
  OTP_RESEND_GAP_MS,
  OTP_TTL_MS,
  SMS_CEILING_WARNING_INTERVAL_MS,
} from '../account.limits.ts';
import type { AccountRepositories, AccountStore } from '../account.store.ts';
import { gapWait, refuseIfWaiting, windowWait } from '../limits.service.ts';
import type { SmsTransport } from './sms.transport.ts';

/** What a code is for; a code of one purpose never answers for the other. */
export type OtpPurpose = 'signup' | 'reset';

const sentKey = (mobile: string) => `otp-sent:${mobile}`;
const ipKey = (ip: string) => `otp-ip:${addressKey(ip)}`;
const rangeKey = (range: string) => `otp-range:${range}`;
/** Every code the site makes, whoever asks: the count `SMS_PER_HOUR` caps. */
const SITE_KEY = 'otp-site';
const failKey = (mobile: string) => `otp-fail:${mobile}`;
const otpLockKey = (mobile: string) => `otp:${mobile}`;

/** How many codes may be made in an hour: from one address (IPv6: its /64), and from the whole site. */
interface OtpLimits {
  /** Configurable for networks where many share one address; an IPv6 /48 gets `OTP_RANGE_FACTOR` times it. */
  perIpHour: number;
  smsPerHour: number;
}

type CeilingListener = () => void;
const ceilingListeners = new Set<CeilingListener>();

/** Told of every code refused because `SMS_PER_HOUR` was reached (the metrics count them). */
export function onSmsCeilingRefusal(listener: CeilingListener): void {
  ceilingListeners.add(listener);
}

/**
 * One-time codes: 4 digits from a cryptographic source, stored as an HMAC keyed with a server
 * secret (a leaked table does not give the codes away), valid 10 minutes, used once, bound to the number
 * and the purpose, one live code per number and purpose, dead after 3 wrong tries, and every limit of
 * `account.limits.ts` checked in the same transaction as the write it guards.
 */
export class OtpService {
  /** How long a delivery takes, waited out when a code is made but not sent (an unknown number). */
  private readonly deliveryTime = new TypicalDuration();

  constructor(
    private readonly store: AccountStore,
    private readonly sms: SmsTransport,
    private readonly clock: Clock,
    private readonly hashKey: string,
    private readonly productName: string,
    private readonly log: { error(details: object, message: string): void; warn(details: object, message: string): void },
    private readonly limits: OtpLimits,
  ) {}

  /** When this process last warned that the site-wide ceiling refuses codes (ms since the epoch). */
  private ceilingWarnedAt = Number.NEGATIVE_INFINITY;

  /**
   * Refuses with the wait left when a code to `mobile` asked from `ip` would be refused now; books nothing.
   * Sign-up calls it before the (costly) password hash; `issue` checks again in its transaction.
   */
  async checkIssue(mobile: string, ip: string): Promise<void> {
    await this.refuseIfLimited(this.store.repos, mobile, ip, this.clock.now());
  }

  /**
   * Whether `mobile` has a code of `purpose` that is unused and unexpired. Wrong tries do not end this:
   * whoever spends a code's three tries must not win the right to replace what waits for that code.
   */
  async isPending(mobile: string, purpose: OtpPurpose): Promise<boolean> {
    return this.store.repos.otps.hasUnexpired(mobile, purpose, this.clock.now().toISOString());
  }

  /**
   * Makes and sends a new code, or refuses with the wait left. With `deliver: false` everything is the
   * same (limits counted, a code stored, the time a delivery takes) but nothing is sent: forgot-password
   * treats an unknown number exactly as a registered one, in its answer, its cost and the next step's.
   * `prepare` runs inside the same transaction, before the code is made (the sign-up writes its user there).
   * With `unlessPending`, a number whose code is still pending (`isPending`) gets nothing: no code, no
   * write, no count, and the answer is false.
   */
  async issue(
    mobile: string,
    purpose: OtpPurpose,
    ip: string,
    {
      deliver = true,
      unlessPending = false,
      prepare,
    }: { deliver?: boolean; unlessPending?: boolean; prepare?: (repos: AccountRepositories) => Promise<void> } = {},
  ): Promise<boolean> {
    const now = this.clock.now();
    const at = now.toISOString();
    const code = String(randomInt(0, 10 ** OTP_DIGITS)).padStart(OTP_DIGITS, '0');
    // The site-wide count's lock serialises every code the site makes, so the per-address and per-range
    // counts taken under it are exact too.
    const written = await this.store.exclusive([otpLockKey(mobile), SITE_KEY], async (repos) => {
      if (unlessPending && (await repos.otps.hasUnexpired(mobile, purpose, at))) return undefined;
      await this.refuseIfLimited(repos, mobile, ip, now);
      await prepare?.(repos);
      const events: string[] = [];
      for (const key of countedKeys(mobile, ip)) {
        const id = newId(now);
        await repos.rates.record(id, key, at);
        events.push(id);
      }
      await repos.otps.retireAll(mobile, purpose, at);
      const codeId = newId(now);
      await repos.otps.insert({
        id: codeId,
        mobile,
        purpose,
        code_hash: this.hash(mobile, purpose, code),
        created: at,
        expires: new Date(now.getTime() + OTP_TTL_MS).toISOString(),
        failed_attempts: 0,
        used: null,
      });
      return { events, codeId };
    });
    if (!written) return false;
    if (!deliver) {
      await this.deliveryTime.wait();
      return true;
    }
    try {
      const text = `${code} is your ${this.productName} verification code. It is valid for 10 minutes.`;
      await this.deliveryTime.measure(() => this.sms.send({ to: mobile, text }));
      return true;
    } catch (error) {
      // A code that never arrived must not count against the user: undo it and its events, so that
      // asking again right away works: a failed send never leaves the user locked out.
      await this.store.repos.otps.delete(written.codeId);
      await this.store.repos.rates.deleteIds(written.events);
      this.log.error({ err: error, purpose }, 'OTP delivery failed');
      throw new ClientError(503, messages.otpNotSent);
    }
  }

  /**
   * The limits a code must fit, in order: the number's gap, the number's, the address's and its range's
   * counts, then the site's ceiling, so that a refusal by the ceiling is one no other limit would make.
   */
  private async refuseIfLimited(repos: AccountRepositories, mobile: string, ip: string, now: Date): Promise<void> {
    refuseIfWaiting([await gapWait(repos.rates, sentKey(mobile), OTP_RESEND_GAP_MS, now)], 'Please wait before asking for another OTP');
    const range = addressRangeKey(ip);
    refuseIfWaiting(
      [
        await windowWait(repos.rates, sentKey(mobile), OTP_MAX_PER_NUMBER_HOUR, HOUR_MS, now),
        await windowWait(repos.rates, sentKey(mobile), OTP_MAX_PER_NUMBER_DAY, DAY_MS, now),
        await windowWait(repos.rates, ipKey(ip), this.limits.perIpHour, HOUR_MS, now),
        range ? await windowWait(repos.rates, rangeKey(range), this.limits.perIpHour * OTP_RANGE_FACTOR, HOUR_MS, now) : 0,
      ],
      'Too many OTP requests',
    );
    const ceilingWait = await windowWait(repos.rates, SITE_KEY, this.limits.smsPerHour, HOUR_MS, now);
    if (ceilingWait > 0) {
      this.tellCeiling(now, ceilingWait);
      throw new RateLimitedError(ceilingWait, 'Too many OTPs are being sent right now');
    }
  }

  /**
   * Counts a refusal by the ceiling, and warns the operator that codes are refused: once an interval, not
   * once a refusal, since a flood that reaches the ceiling would otherwise flood the log as well.
   */
  private tellCeiling(now: Date, waitMs: number): void {
    ceilingListeners.forEach((listener) => listener());
    if (now.getTime() - this.ceilingWarnedAt < SMS_CEILING_WARNING_INTERVAL_MS) return;
    this.ceilingWarnedAt = now.getTime();
    this.log.warn(
      { smsPerHour: this.limits.smsPerHour, freesOneInSeconds: Math.ceil(waitMs / 1000), repeatsAfterMs: SMS_CEILING_WARNING_INTERVAL_MS },
      'SMS_PER_HOUR reached: one-time codes are refused across the site',
    );
  }

  /**
   * Checks a code and uses it up; a wrong one counts against the code (3 tries) and the number (10 a
   * day from all addresses together). Past the daily limit nothing is compared at all.
   */
  async verify(mobile: string, purpose: OtpPurpose, code: string): Promise<void> {
    const now = this.clock.now();
    const at = now.toISOString();
    const outcome = await this.store.exclusive([otpLockKey(mobile)], async (repos) => {
      refuseIfWaiting([await windowWait(repos.rates, failKey(mobile), OTP_MAX_FAILURES_PER_DAY, DAY_MS, now)], 'Too many wrong OTPs');
      const live = await repos.otps.findLive(mobile, purpose, at, OTP_MAX_WRONG_TRIES);
      if (!live) return 'expired' as const;
      if (!this.matches(live.code_hash, mobile, purpose, code)) {
        await repos.otps.countWrongTry(live.id);
        await repos.rates.record(newId(now), failKey(mobile), at);
        return 'mismatch' as const;
      }
      await repos.otps.markUsed(live.id, at);
      return 'ok' as const;
    });
    if (outcome === 'expired') throw new ClientError(400, messages.otpExpired);
    if (outcome === 'mismatch') throw new ClientError(400, messages.otpMismatch);
  }

  private hash(mobile: string, purpose: OtpPurpose, code: string): string {
    return createHmac('sha256', this.hashKey).update(`${purpose}:${mobile}:${code}`).digest('hex');
  }

  private matches(stored: string, mobile: string, purpose: OtpPurpose, code: string): boolean {
    const given = Buffer.from(this.hash(mobile, purpose, code), 'hex');
    const expected = Buffer.from(stored, 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
}

/** The counts one code adds to: its number's, its address's, its IPv6 range's, and the site's. */
function countedKeys(mobile: string, ip: string): string[] {
  const range = addressRangeKey(ip);
  return [sentKey(mobile), ipKey(ip), ...(range ? [rangeKey(range)] : []), SITE_KEY];
}
