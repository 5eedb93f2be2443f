import type { Clock } from '../../lib/clock.ts';
import type { RequestCounterRepository } from './request-counter.repository.ts';

/** What @fastify/rate-limit asks of a store (its `incr` callback contract). */
type IncrCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** Keys refused until the end of their window, remembered per process; past this many, the oldest go. */
const REMEMBERED_REFUSALS = 10_000;

/**
 * A @fastify/rate-limit store over the database's fixed-window counters: one upsert per counted request,
 * the same counts for every process on one database. A key found over its limit is remembered in this
 * process until its window ends, so that a flood is refused without touching the database again.
 */
export function databaseStore(counters: RequestCounterRepository, clock: Clock) {
  const refusedUntil = new Map<string, number>();

  const remember = (key: string, until: number) => {
    if (refusedUntil.size >= REMEMBERED_REFUSALS) refusedUntil.delete(refusedUntil.keys().next().value!);
    refusedUntil.set(key, until);
  };

  return class DatabaseRateLimitStore {
    // The plugin passes the window and the limit; its type declarations still show the older two-argument call.
    incr(key: string, callback: IncrCallback, timeWindow?: number, max?: number): void {
      if (timeWindow === undefined || max === undefined) return callback(new Error('a request limit needs its window and maximum'));
      const now = clock.now().getTime();
      const windowStart = now - (now % timeWindow);
      const windowEnd = windowStart + timeWindow;
      const until = refusedUntil.get(key);
      if (until !== undefined && until > now) return callback(null, { current: max + 1, ttl: until - now });
      if (until !== undefined) refusedUntil.delete(key);
      counters.hit(key, new Date(windowStart).toISOString()).then(
        (current) => {
          if (current > max) remember(key, windowEnd);
          callback(null, { current, ttl: windowEnd - now });
        },
        (error: Error) => callback(error),
      );
    }

    /** One store serves every limit: their keys carry the limit's name. */
    child(): DatabaseRateLimitStore {
      return this;
    }
  };
}
