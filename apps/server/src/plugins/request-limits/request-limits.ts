import rateLimit from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { RateLimitedError } from '../../lib/rate-limited-error.ts';
import { addressKey } from './address-key.ts';
import { databaseStore } from './database-store.ts';
import { RequestCounterRepository } from './request-counter.repository.ts';

/** One limit on a group of calls: at most `max` in each fixed window of `windowMs`. */
interface RequestLimit {
  /** Names the counter; routes that share a name share the count. */
  name: string;
  max: number;
  windowMs: number;
  /** `address`: each caller's address counts on its own (IPv6 by /64); `everyone`: one count for all callers. */
  per: 'address' | 'everyone';
}

/** Windows older than this are deleted, every `COUNTER_PRUNE_EVERY_MS`; the longest limit's window is an hour. */
const COUNTER_RETENTION_MS = 24 * 3600_000;
const COUNTER_PRUNE_EVERY_MS = 3600_000;

/** Refuses the request with a 429 (and `Retry-After`) when one of its limits is used up. */
type LimitCheck = (request: FastifyRequest) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    /** A check, usable as an `onRequest` hook, that counts the request against `limits` in order. */
    limitRequests(...limits: RequestLimit[]): LimitCheck;
  }
}

/**
 * Request limits counted in the database (decision 064), through @fastify/rate-limit with a store of our own,
 * so that several processes on one database share the counts. Checked in `onRequest`, before the body is
 * read: a refused flood costs no parsing and, once a key is over, no database work in that process.
 * Per-address limits are multiplied by `perAddressFactor` (many people behind one carrier address).
 */
export const requestLimits = fp<{ perAddressFactor: number }>(
  async (app, { perAddressFactor }) => {
    const counters = new RequestCounterRepository(app.database.db);
    const store = databaseStore(counters, app.clock);
    await app.register(rateLimit, { global: false, store });
    app.timedJobs.every(
      'pruning request counters',
      COUNTER_PRUNE_EVERY_MS,
      () => counters.deleteWindowsBefore(new Date(app.clock.now().getTime() - COUNTER_RETENTION_MS).toISOString()),
      { oncePerPeriod: true },
    );

    app.decorate('limitRequests', (...limits: RequestLimit[]): LimitCheck => {
      const checks = limits.map((limit) =>
        app.createRateLimit({
          max: limit.per === 'address' ? limit.max * perAddressFactor : limit.max,
          timeWindow: limit.windowMs,
          keyGenerator: (request) => `${limit.name}:${limit.per === 'address' ? addressKey(request.ip) : '*'}`,
        }),
      );
      // In order, stopping at the first refusal: one address's flood must not use up everyone's budget.
      return async (request) => {
        for (const check of checks) {
          const outcome = await check(request);
          if (!outcome.isAllowed && outcome.isExceeded) throw new RateLimitedError(outcome.ttl, 'Too many requests');
        }
      };
    });
  },
  { name: 'request-limits', dependencies: ['app-dependencies'] },
);
