import type { FastifyInstance } from 'fastify';
import type { SourcesService } from './sources.service.ts';

/** The polling job: `tick` polls the due sources once; a tick still running is not started again. */
export class SourcesJob {
  #running: Promise<number> | undefined;

  constructor(
    private readonly service: SourcesService,
    private readonly log: FastifyInstance['log'],
  ) {}

  /** One look for due sources, each polled if this process wins its claim; answers how many it polled. */
  tick(): Promise<number> {
    this.#running ??= this.service
      .pollDue()
      .catch((error: unknown) => {
        this.log.error({ err: error }, 'polling the sources failed');
        return 0;
      })
      .finally(() => {
        this.#running = undefined;
      });
    return this.#running;
  }
}

/**
 * Looks for due sources every `intervalMs` once the server is ready, stopping with it (like the account
 * maintenance); the timer does not hold the process open.
 */
export function scheduleSourcePolling(app: FastifyInstance, job: SourcesJob, intervalMs: number): void {
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => void job.tick(), intervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
