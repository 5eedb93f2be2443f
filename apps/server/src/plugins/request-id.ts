import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

const REQUEST_ID_HEADER = 'x-request-id';
/** An id a proxy in front may hand on: short, and nothing a log reader could mistake for structure. */
const GIVEN_ID = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * The id every log line of a request carries (Fastify's `reqId`) and its answer names: the one a proxy in
 * front sent in `X-Request-Id` when it is safe to repeat, otherwise a new UUID.
 */
export function requestId(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && GIVEN_ID.test(given) ? given : randomUUID();
}

/** Every answer names its request's id, errors and refusals included, so that a report can be found in the log. */
export function answerWithRequestId(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
}
