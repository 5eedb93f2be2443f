import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import type { DatabaseHandle } from '../db/database.ts';
import type { Clock } from '../lib/clock.ts';

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
 * command line (cli/run-command.ts) both start from it.
 */
export const appDependencies = fp<{ config: Config; database: DatabaseHandle; clock: Clock }>(
  async (app, { config, database, clock }) => {
    app.decorate('config', config);
    app.decorate('database', database);
    app.decorate('clock', clock);
  },
  { name: 'app-dependencies' },
);
