import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { ClientError } from '../lib/client-error.ts';
import { RateLimitedError } from '../lib/rate-limited-error.ts';
import { UnavailableError } from '../lib/unavailable-error.ts';

/**
 * One error handler for the whole app (spec decision 9): a caller's mistake answers its 4xx status with
 * `{ "Error": "…" }`; anything else is logged with its stack and answered as a plain 500.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ClientError) return sendClientError(reply, error);
    if (error.validation) {
      const detail = error.validation[0];
      const field = `${error.validationContext ?? 'request'}${detail?.instancePath ?? ''}`;
      return reply.code(400).send({ Error: `Invalid ${field}: ${detail?.message ?? error.message}` });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) return reply.code(status).send({ Error: error.message });
    // The connection is gone (the client left, or sent bytes that were not HTTP after this request and
    // was cut off): no answer can reach it, and what failed for want of it, such as the caller's address
    // that a closed socket no longer knows, is the client's doing, not a fault of the server.
    if (request.raw.socket.destroyed) {
      request.log.info({ reason: error.message }, 'connection closed before the answer');
      return reply.code(400).send({ Error: 'The connection closed before the answer' });
    }
    if (error instanceof UnavailableError || isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, error instanceof UnavailableError ? error.message : 'database unavailable');
      return reply
        .code(503)
        .header('retry-after', UNAVAILABLE_RETRY_AFTER_SECONDS)
        .send({ Error: 'The service is briefly unavailable. Please try again in a moment' });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ Error: 'Internal Server Error' });
  });
}

/** A caller's mistake as its answer: its status, `Retry-After` when a limit refused it, `{ ...fields, Error }`. */
function sendClientError(reply: FastifyReply, error: ClientError): FastifyReply {
  if (error instanceof RateLimitedError) reply.header('retry-after', error.retryAfterSeconds);
  return reply.code(error.statusCode).send({ ...error.fields, Error: error.message });
}

const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;
/** Connection-level failures of node-postgres and PostgreSQL (class 08, 57P0x shutdown, 53300 too many connections), and SQLite busy past its wait. */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01',
  '57P02',
  '57P03',
  '53300',
  'SQLITE_BUSY',
]);
const UNAVAILABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Connection ended unexpectedly|Client has encountered a connection error/;

/**
 * Whether the database could not be reached, rather than a query being wrong: the answer is then 503 with
 * `Retry-After`, and the pool opens fresh connections when the database is back.
 */
function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08'))) return true;
  return UNAVAILABLE_MESSAGES.test(error.message);
}
