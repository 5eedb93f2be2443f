import type { FastifyInstance } from 'fastify';
import type { CurationService } from './curation.service.ts';

/** The scheduled-publishing job of this process. */
interface DuePublishing {
  /** Publishes what is due now and drops this process's kept public answers at once; answers the ids published. */
  runOnce(): Promise<string[]>;
}

declare module 'fastify' {
  interface FastifyInstance {
    duePublishing: DuePublishing;
  }
}

/**
 * Publishes the scheduled items that are due every `intervalMs` (`publishCheckMs`: a second, less only in tests);
 * every process runs it, and each item is published by one (decision 100). The publishing process reads the content version at once, so its
 * next answer shows the items; the other processes see the version move within their poll (250 ms, decision 075).
 */
export function scheduleDuePublishing(app: FastifyInstance, curation: CurationService, intervalMs: number): void {
  const duePublishing: DuePublishing = {
    async runOnce() {
      const published = await curation.publishDue();
      if (published.length) await app.publicAnswers.version.refresh();
      return published;
    },
  };
  app.decorate('duePublishing', duePublishing);

  app.timedJobs.every('scheduled publishing', intervalMs, async () => {
    const published = await duePublishing.runOnce();
    if (published.length) app.log.info({ published }, 'published scheduled items');
  });
}
