import type { FastifyInstance } from 'fastify';
import { MAINTENANCE_INTERVAL_MS } from '../account.limits.ts';
import type { DeletionService } from './deletion.service.ts';

/**
 * Runs the account maintenance (deletions past their grace period, expired codes, old counters) once the
 * server is ready and then every `MAINTENANCE_INTERVAL_MS`, stopping with the server. A failed run is
 * logged and the next one tries again.
 */
export function scheduleAccountMaintenance(app: FastifyInstance, deletions: DeletionService): void {
  let timer: NodeJS.Timeout | undefined;
  const run = async () => {
    try {
      const removed = await deletions.runMaintenance();
      if (removed > 0) app.log.info({ removed }, 'removed accounts past their deletion grace period');
    } catch (error) {
      app.log.error({ err: error }, 'account maintenance failed');
    }
  };
  app.addHook('onReady', async () => {
    void run();
    timer = setInterval(() => void run(), MAINTENANCE_INTERVAL_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
