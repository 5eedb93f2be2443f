import type { FastifyInstance } from 'fastify';
import type { LinkHealthService } from './link-health.service.ts';

/** Checks the links due (`LinkHealthService.checkDue`) every `tickMs`; 0 checks none. */
export function scheduleLinkChecks(app: FastifyInstance, service: LinkHealthService, tickMs: number): void {
  if (tickMs === 0) return;
  app.timedJobs.every('link health check', tickMs, () => service.checkDue());
}
