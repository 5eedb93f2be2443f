import { setTimeout as sleep } from 'node:timers/promises';
import type { Response } from 'undici';

export interface LoadResult {
  /** Requests answered with the status the load expects. */
  ok: number;
  /** Everything else: another status, or no answer at all, each with what it was. */
  failed: string[];
}

/**
 * `workers` loops, each sending one request after the other until `stop` resolves, counting what came back.
 * Bounded by the caller's stop, and by `maxMs` whatever happens.
 */
export async function steadyLoad(
  send: (i: number) => Promise<Response>,
  {
    workers,
    stop,
    maxMs = 120_000,
    accept = (r: Response) => r.ok,
  }: { workers: number; stop: Promise<unknown>; maxMs?: number; accept?: (r: Response) => boolean },
): Promise<LoadResult> {
  let stopped = false;
  void stop.then(() => (stopped = true));
  const deadline = Date.now() + maxMs;
  const result: LoadResult = { ok: 0, failed: [] };
  let sent = 0;
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (!stopped && Date.now() < deadline) {
        try {
          const response = await send(sent++);
          await response.arrayBuffer();
          if (accept(response)) result.ok++;
          else result.failed.push(`${response.status} from ${response.headers.get('x-served-by') ?? 'the balancer'}`);
        } catch (error) {
          result.failed.push(String((error as Error).cause ?? error));
          await sleep(10);
        }
      }
    }),
  );
  return result;
}
