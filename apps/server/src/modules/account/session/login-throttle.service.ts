import { newId } from '../../../lib/ids.ts';
import { LOGIN_BASE_DELAY_MS, LOGIN_FAILURE_WINDOW_MS, LOGIN_FREE_FAILURES, LOGIN_MAX_DELAY_MS, LOGIN_MAX_FAILURES_PER_HOUR } from '../account.limits.ts';
import type { AccountStore } from '../account.store.ts';
import { refuseIfWaiting, windowWait } from '../limits.service.ts';

const failKey = (mobile: string) => `login-fail:${mobile}`;

/** The delay owed after `failures` failures in the window: none for the first 5, then 1 s doubling to 30 s. */
function loginDelayMs(failures: number): number {
  if (failures < LOGIN_FREE_FAILURES) return 0;
  return Math.min(LOGIN_BASE_DELAY_MS * 2 ** (failures - LOGIN_FREE_FAILURES), LOGIN_MAX_DELAY_MS);
}

/**
 * Password guesses on one number, whoever makes them: growing delays after 5 failures, never
 * more than 100 failures an hour. Each attempt is counted as a failure before the password is checked and
 * forgiven when it was right, so that parallel guesses cannot all slip past one check, and so that no lock
 * is held while the (slow, on purpose) password hash runs.
 */
export class LoginThrottle {
  constructor(private readonly store: AccountStore) {}

  /** Refuses with the wait left, or books one attempt. */
  async begin(mobile: string, now: Date): Promise<void> {
    await this.store.exclusive([failKey(mobile)], async (repos) => {
      const since = new Date(now.getTime() - LOGIN_FAILURE_WINDOW_MS).toISOString();
      const recent = await repos.rates.newestSince(failKey(mobile), since, LOGIN_MAX_FAILURES_PER_HOUR);
      const count = await repos.rates.countSince(failKey(mobile), since);
      const delayWait = recent[0] ? new Date(recent[0]).getTime() + loginDelayMs(count) - now.getTime() : 0;
      const capWait = await windowWait(repos.rates, failKey(mobile), LOGIN_MAX_FAILURES_PER_HOUR, LOGIN_FAILURE_WINDOW_MS, now);
      refuseIfWaiting([delayWait, capWait], 'Too many failed attempts');
      await repos.rates.record(newId(now), failKey(mobile), now.toISOString());
    });
  }

  /** The right password: the number's failures are forgiven. */
  async succeed(mobile: string): Promise<void> {
    await this.store.repos.rates.deleteKey(failKey(mobile));
  }
}
