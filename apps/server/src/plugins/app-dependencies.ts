import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import type { DatabaseHandle } from '../db/database.ts';
import { JobRunRepository } from '../db/job-run.repository.ts';
import type { Clock } from '../lib/clock.ts';
import { TimedJobs } from '../lib/repeating-job.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: DatabaseHandle;
    /** The time every service reads: manual in tests, movable by the end-to-end hooks. */
    clock: Clock;
  }
}

/**
 * The app's inputs as decorators, which the other plugins name as a dependency: the server (app.ts) and the
 * command line (cli/run-command.ts) both start from it. With them the timed jobs' runner, which every module's jobs
 * go through (off on a machine with `JOBS=off`), its claims in the database shared by every machine.
 */
export const appDependencies = fp<{ config: Config; database: DatabaseHandle; clock: Clock }>(
  async (app, { config, database, clock }) => {
    app.decorate('config', config);
    app.decorate('database', database);
    app.decorate('clock', clock);
    app.decorate('timedJobs', new TimedJobs(app, { enabled: config.jobs, claims: new JobRunRepository(database.db), clock }));
  },
  { name: 'app-dependencies' },
);
