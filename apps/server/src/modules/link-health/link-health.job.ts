import type { FastifyInstance } from 'fastify';
import type { LinkHealthService } from './link-health.service.ts';

/**
 * Checks due links (`LinkHealthService.checkDue`) once the server listens and then every `tickMs`, stopping with the
 * server; a look still running when the next is due is not doubled. Started on listening rather than on ready, so
 * the API tests, which never listen, run it only when they call `checkDue` themselves. A failed look is logged and
 * the next one tries again.
 */
export function scheduleLinkChecks(app: FastifyInstance, service: LinkHealthService, tickMs: number): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const run = () => {
    running ??= service
      .checkDue()
      .then(
        () => undefined,
        (error: unknown) => app.log.error({ err: error }, 'link health check failed'),
      )
      .finally(() => (running = undefined));
  };
  app.addHook('onListen', async () => {
    if (timer) return;
    run();
    timer = setInterval(run, tickMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
