import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ClientError } from '../../lib/client-error.ts';
import { OffsetClock } from '../../lib/clock.ts';
import { toJsonSchema } from '../../lib/json-schema.ts';

const body = z.object({
  ms: z
    .number()
    .int()
    .min(0)
    .max(7 * 24 * 3600_000),
});

/**
 * End-to-end tests only (E2E_TEST_HOOKS=true): moves the server's clock forward, so that a spec which
 * moves the browser's clock past the 59-second resend countdown finds the server past it too.
 */
export async function e2eClockRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Body: z.infer<typeof body> }>(
    '/api/test/clock/advance',
    { schema: { hide: true, body: toJsonSchema(body, 'input'), response: { 200: toJsonSchema(z.object({ now: z.string() })) } } },
    async (request) => {
      if (!(app.clock instanceof OffsetClock)) throw new ClientError(404, 'Not found');
      app.clock.advance(request.body.ms);
      return { now: app.clock.now().toISOString() };
    },
  );
}
