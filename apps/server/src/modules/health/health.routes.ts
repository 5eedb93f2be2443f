import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';

/** Liveness and readiness in one: the process answers, and the database answers it. */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/healthz',
    {
      logLevel: 'warn',
      schema: {
        summary: 'Liveness and readiness (the database is reachable)',
        tags: ['operations'],
        response: {
          200: { type: 'object', properties: { status: { type: 'string' }, database: { type: 'string' } } },
          503: { type: 'object', properties: { status: { type: 'string' }, database: { type: 'string' } } },
        },
      },
    },
    async (_request, reply) => {
      try {
        await sql`SELECT 1`.execute(app.database.db);
        return { status: 'ok', database: 'up' };
      } catch (error) {
        app.log.error({ err: error }, 'database unreachable');
        return reply.code(503).send({ status: 'unavailable', database: 'down' });
      }
    },
  );
}
