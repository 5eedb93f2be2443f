import type { FastifyError, FastifyInstance } from 'fastify';
import { ClientError } from '../lib/client-error.ts';

/**
 * One error handler for the whole app (spec decision 9): a caller's mistake answers its 4xx status with
 * `{ "Error": "…" }`; anything else is logged with its stack and answered as a plain 500.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ClientError) return reply.code(error.statusCode).send({ Error: error.message });
    if (error.validation) {
      const detail = error.validation[0];
      const field = `${error.validationContext ?? 'request'}${detail?.instancePath ?? ''}`;
      return reply.code(400).send({ Error: `Invalid ${field}: ${detail?.message ?? error.message}` });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      if (status === 429) return reply.code(429).send({ Error: error.message });
      return reply.code(status).send({ Error: error.message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ Error: 'Internal Server Error' });
  });
}
