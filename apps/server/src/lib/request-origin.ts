import type { FastifyRequest } from 'fastify';

/**
 * The scheme, host and port absolute links are written with: `PUBLIC_URL` when set, else where this request
 * reached us (`trustProxy` decides whether forwarded headers count).
 */
export function requestOrigin(request: FastifyRequest): string {
  return request.server.config.publicUrl ?? `${request.protocol}://${request.host}`;
}
