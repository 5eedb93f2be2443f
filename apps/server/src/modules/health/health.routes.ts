import type { FastifyReply } from 'fastify';
import type { WireApp } from '../../lib/json-schema.ts';
import { sql } from 'kysely';

/** How often the database is asked whether it answers; the probe itself never waits for it. */
export const READINESS_PING_MS = 1000;
/** A ping slower than this counts as the database being down. */
const PING_TIMEOUT_MS = 2000;

const HEALTH_SCHEMA = { type: 'object', properties: { status: { type: 'string' }, database: { type: 'string' } } };
const LIVENESS_SCHEMA = { type: 'object', properties: { status: { type: 'string' } } };

/** A probe's route options: quiet in the log, and answered under pressure too, since a busy process is not a dead one. */
const probe = (summary: string, response: Record<number, object>) => ({
  logLevel: 'warn' as const,
  config: { pressureHandler: () => undefined },
  schema: { summary, tags: ['operations'], response },
});

/**
 * The probes: `/livez` (the process answers), `/readyz` (the database answered its last ping and no stop signal
 * came) and `/healthz`, which is both as it always was (not ready once the drain begins). Answered from state kept
 * by a ping in the background, ahead of every queue: a probe gets its answer at once even when the pool is
 * exhausted or the process refuses work under pressure.
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

  const readiness = (reply: FastifyReply, stopping: boolean) => {
    const database = databaseUp ? 'up' : 'down';
    if (stopping) return reply.code(503).send({ status: 'stopping', database });
    if (!databaseUp) return reply.code(503).send({ status: 'unavailable', database });
    return reply.send({ status: 'ok', database });
  };

  app.get('/livez', probe('Liveness: the process answers (a restart will not help otherwise)', { 200: LIVENESS_SCHEMA }), async () => ({
    status: 'ok',
  }));
  app.get(
    '/readyz',
    probe('Readiness: the database is reachable and no stop signal came (503 from SIGTERM on, while requests are still served)', {
      200: HEALTH_SCHEMA,
      503: HEALTH_SCHEMA,
    }),
    async (_request, reply) => readiness(reply, app.stopping),
  );
  app.get(
    '/healthz',
    probe('Liveness and readiness (the database is reachable, the server is not draining)', { 200: HEALTH_SCHEMA, 503: HEALTH_SCHEMA }),
    async (_request, reply) => readiness(reply, app.draining),
  );
}
