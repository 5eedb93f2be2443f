import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../db/database.ts';
import { exitOnceLogged } from './log-output.ts';

/**
 * On SIGTERM or SIGINT: readiness turns 503 and new requests are refused (`draining`), requests in flight
 * finish, idle keep-alive connections close, then the database; the process exits once its buffered log lines are
 * written, and within `timeoutMs` even when something holds it up.
 */
export function stopOnSignals(app: FastifyInstance, database: DatabaseHandle, timeoutMs: number): void {
  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
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
