import type { FastifyInstance } from 'fastify';

/**
 * How long after listening a process's timed work first runs, at most. A process just started answers its first
 * requests before that work competes with them for the event loop (on SQLite its queries hold it), and processes
 * started together by a deploy do not all run every job at the same moment.
 */
export const FIRST_RUN_WITHIN_MS = 1000;

/**
 * Work every server process does on a timer (account maintenance, scheduled publishing, polling sources, checking
 * links): first one period after the server starts listening (`FIRST_RUN_WITHIN_MS` at most), then every `everyMs`.
 * A run still going when the next is due is not doubled; a failed run is logged and the next one tries again; the
 * timer does not hold the process open, and closing the server waits for a run under way. Started on listening
 * rather than on ready, so that the API tests, which never listen, run the work only when they call it themselves.
 */
export function runRepeatedly(app: FastifyInstance, name: string, everyMs: number, work: () => Promise<unknown>): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const run = () => {
    running ??= work()
      .then(
        () => undefined,
        (error: unknown) => app.log.error({ err: error }, `${name} failed`),
      )
      .finally(() => (running = undefined));
  };
  app.addHook('onListen', async () => {
    // Fastify calls onListen once per address it listens on.
    if (timer) return;
    timer = setTimeout(
      () => {
        run();
        timer = setInterval(run, everyMs);
        timer.unref();
      },
      Math.min(everyMs, FIRST_RUN_WITHIN_MS),
    );
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
