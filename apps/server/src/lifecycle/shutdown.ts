import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../db/database.ts';
import { exitOnceLogged } from './log-output.ts';

export interface StopTimes {
  /** After the signal, readiness answers 503 while requests are still served for this long (`DRAIN_DELAY_MS`). */
  drainDelayMs: number;
  /** Then in-flight requests have this long to finish (`SHUTDOWN_TIMEOUT_MS`). */
  timeoutMs: number;
}

/**
 * On SIGTERM or SIGINT: readiness turns 503 at once (`stopping`) while the server goes on serving for
 * `drainDelayMs`, the time a balancer takes to see it and send no more; then new requests are refused
 * (`draining`), requests in flight finish, idle keep-alive connections close, then the database. The process
 * exits once its buffered log lines are written, and within `timeoutMs` of the drain's start even when something
 * holds it up.
 */
export function stopOnSignals(app: FastifyInstance, database: DatabaseHandle, { drainDelayMs, timeoutMs }: StopTimes): void {
  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    app.stopping = true;
    app.log.info({ signal, drainDelayMs }, 'shutting down: not ready, serving until the drain');
    await sleep(drainDelayMs);
    setTimeout(() => {
      app.log.error({ timeoutMs }, 'requests still running at the shutdown deadline; exiting');
      process.exit(1);
    }, timeoutMs).unref();
    await app.close();
    await database.db.destroy();
    exitOnceLogged(app.log, 0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
}
