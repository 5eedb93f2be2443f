import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { RateLimitedError } from '../../lib/rate-limited-error.ts';
import { addressKey } from '../request-limits/address-key.ts';

const WINDOW_MS = 60_000;
/** Addresses counted at once; past this the oldest window is forgotten (a flood of made-up addresses costs bounded memory). */
const MAX_ADDRESSES = 100_000;

/**
 * Marks the server's own reads while it renders a page, which count as the page itself, once. A secret per
 * process: a caller cannot send it.
 */
export const RENDER_HEADER = 'x-wiy-render';
export const RENDER_TOKEN = randomBytes(16).toString('hex');

/**
 * Public reads per address and minute, counted in this process's memory (decision 076): a read served from
 * memory costs microseconds, and counting it in the database would cost more than the read. With several
 * processes an address gets this many in each.
 */
export function publicReadLimit(perMinute: number): (request: FastifyRequest) => void {
  const windows = new Map<string, { start: number; count: number }>();
  return (request) => {
    if (request.headers[RENDER_HEADER] === RENDER_TOKEN) return;
    const now = Date.now();
    const start = now - (now % WINDOW_MS);
    const key = addressKey(request.ip);
    let window = windows.get(key);
    if (!window || window.start !== start) {
      windows.delete(key);
      if (windows.size >= MAX_ADDRESSES) windows.delete(windows.keys().next().value!);
      window = { start, count: 0 };
      windows.set(key, window);
    }
    window.count += 1;
    if (window.count > perMinute) throw new RateLimitedError(start + WINDOW_MS - now, 'Too many requests');
  };
}
