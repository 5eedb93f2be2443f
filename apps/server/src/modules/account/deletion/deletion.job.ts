import type { FastifyInstance } from 'fastify';
import { runRepeatedly } from '../../../lib/repeating-job.ts';
import { MAINTENANCE_INTERVAL_MS } from '../account.limits.ts';
import type { DeletionService } from './deletion.service.ts';

/** Runs the account maintenance (deletions past their grace period, expired codes, old counters) every `MAINTENANCE_INTERVAL_MS`. */
export function scheduleAccountMaintenance(app: FastifyInstance, deletions: DeletionService): void {
  runRepeatedly(app, 'account maintenance', MAINTENANCE_INTERVAL_MS, async () => {
    const removed = await deletions.runMaintenance();
    if (removed > 0) app.log.info({ removed }, 'removed accounts past their deletion grace period');
  });
}
