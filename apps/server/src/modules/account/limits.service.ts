import { RateLimitedError } from '../../lib/rate-limited-error.ts';
import type { RateEventRepository } from './rate-event.repository.ts';

/**
 * How long until one more event of `key` fits `limit` per `windowMs` (0: now). The window slides: the
 * wait ends when the oldest of the newest `limit` events leaves it.
 */
export async function windowWait(rates: RateEventRepository, key: string, limit: number, windowMs: number, now: Date): Promise<number> {
  const since = new Date(now.getTime() - windowMs).toISOString();
  const newest = await rates.newestSince(key, since, limit);
  if (newest.length < limit) return 0;
  return new Date(newest[limit - 1]!).getTime() + windowMs - now.getTime();
}

/** How long until `gapMs` has passed since the newest event of `key` (0: now). */
export async function gapWait(rates: RateEventRepository, key: string, gapMs: number, now: Date): Promise<number> {
  const [latest] = await rates.newestSince(key, new Date(now.getTime() - gapMs).toISOString(), 1);
  return latest ? new Date(latest).getTime() + gapMs - now.getTime() : 0;
}

/** Throws the refusal for the longest of the waits, if any. */
export function refuseIfWaiting(waits: number[], what?: string): void {
  const wait = Math.max(0, ...waits);
  if (wait > 0) throw new RateLimitedError(wait, what);
}
