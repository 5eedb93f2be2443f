import type { FastifyInstance } from 'fastify';
import { runRepeatedly } from '../../lib/repeating-job.ts';
import type { LinkHealthService } from './link-health.service.ts';

/** Checks the links due (`LinkHealthService.checkDue`) every `tickMs`; 0 checks none. */
export function scheduleLinkChecks(app: FastifyInstance, service: LinkHealthService, tickMs: number): void {
  if (tickMs === 0) return;
  runRepeatedly(app, 'link health check', tickMs, () => service.checkDue());
}
