import type { WireApp } from '../../lib/json-schema.ts';
import { sql } from 'kysely';

/** How often the database is asked whether it answers; the probe itself never waits for it. */
export const READINESS_PING_MS = 1000;
/** A ping slower than this counts as the database being down. */
const PING_TIMEOUT_MS = 2000;

const HEALTH_SCHEMA = { type: 'object', properties: { status: { type: 'string' }, database: { type: 'string' } } };

/**
 * Liveness and readiness in one: the process answers, the database answered its last ping, and the server is
 * not stopping. Answered from state kept by a ping in the background, ahead of every queue: a probe gets its
 * answer at once even when the pool is exhausted or the process refuses work under pressure.
 */
export async function healthRoutes(app: WireApp): Promise<void> {
  let databaseUp = false;
  const ping = async () => {
    try {
      await Promise.race([
        sql`SELECT 1`.execute(app.database.db),
        new Promise((_resolve, reject) => setTimeout(() => reject(new Error('ping timed out')), PING_TIMEOUT_MS).unref()),
      ]);
      databaseUp = true;
    } catch (error) {
      if (databaseUp) app.log.error({ err: error }, 'database unreachable');
      databaseUp = false;
    }
  };
  await ping();
  const timer = setInterval(() => void ping(), READINESS_PING_MS).unref();
  app.addHook('onClose', async () => clearInterval(timer));

  app.get(
    '/healthz',
    {
      logLevel: 'warn',
      // Answered under pressure too: a probe must not restart a process for being busy.
      config: { pressureHandler: () => undefined },
      schema: {
        summary: 'Liveness and readiness (the database is reachable, the server is not stopping)',
        tags: ['operations'],
        response: { 200: HEALTH_SCHEMA, 503: HEALTH_SCHEMA },
      },
    },
    async (_request, reply) => {
      const database = databaseUp ? 'up' : 'down';
      if (app.draining) return reply.code(503).send({ status: 'stopping', database });
      if (!databaseUp) return reply.code(503).send({ status: 'unavailable', database });
      return { status: 'ok', database };
    },
  );
}
