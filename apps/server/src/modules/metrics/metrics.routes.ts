import type { WireApp } from '../../lib/json-schema.ts';
import { timingSafeEqual } from 'node:crypto';
import { ClientError } from '../../lib/client-error.ts';

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * When `METRICS_TOKEN` is set: counts every request by route and the kept public answers, and serves the
 * Prometheus text at `/metrics` to a scraper that sends it as a bearer token. Without the token nothing is
 * counted, prom-client is never loaded, and there is no such route (a JSON 404 like any unknown path).
 */
export async function metricsRoutes(app: WireApp): Promise<void> {
  const token = app.config.metricsToken;
  if (!token) return;
  const { METRICS_CONTENT_TYPE, metricsText, publicAnswers, requestDuration, watchPool } = await import('./metrics.ts');
  app.addHook('onResponse', async (request, reply) => {
    requestDuration.observe(
      { method: request.method, route: request.routeOptions.url ?? 'unmatched', status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });
  app.publicAnswers.onAnswer((kept) => publicAnswers.inc({ result: kept ? 'kept' : 'built' }));
  if (app.database.pool) watchPool(app.database.pool);

  app.get('/metrics', { logLevel: 'warn', config: { pressureHandler: () => undefined }, schema: { hide: true } }, async (request, reply) => {
    const header = request.headers.authorization ?? '';
    if (!header.startsWith('Bearer ') || !sameToken(header.slice('Bearer '.length), token))
      throw new ClientError(401, 'Metrics need the bearer token METRICS_TOKEN');
    return reply
      .header('cache-control', 'no-store')
      .type(METRICS_CONTENT_TYPE)
      .send(await metricsText());
  });
}
