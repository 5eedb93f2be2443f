import type { FastifyInstance } from 'fastify';
import { MAINTENANCE_INTERVAL_MS } from '../account.limits.ts';
import type { DeletionService } from './deletion.service.ts';

/**
 * Runs the account maintenance (deletions past their grace period, expired codes, old counters) every
 * `MAINTENANCE_INTERVAL_MS`, in one process of the fleet per period.
 */
export function scheduleAccountMaintenance(app: FastifyInstance, deletions: DeletionService): void {
  app.timedJobs.every(
    'account maintenance',
    MAINTENANCE_INTERVAL_MS,
    async () => {
      const removed = await deletions.runMaintenance();
      if (removed > 0) app.log.info({ removed }, 'removed accounts past their deletion grace period');
    },
    { oncePerPeriod: true },
  );
}
