import type { FastifyReply } from 'fastify';
import { typedSchema, type WireApp } from '../../lib/json-schema.ts';
import { linkOrigin, requiredLinkOrigin } from '../../plugins/public-cache/public-cache.ts';
import { robotsTxt } from './site-map.service.ts';

/**
 * Crawlers may keep these an hour; the server rebuilds its copy more often (decision 073). What is said at a
 * host that is not the site's was marked for no cache by `linkOrigin` (decision 204).
 */
const send = (reply: FastifyReply, origin: string | undefined, type: string, body: string) =>
  (origin === undefined ? reply : reply.header('cache-control', 'public, max-age=3600')).type(type).send(body);

const XML = 'application/xml; charset=utf-8';

/** robots.txt and the sitemap for search engines (decision 073): public, outside the Application-header API. */
export async function siteMapRoutes(app: WireApp): Promise<void> {
  const siteMap = app.siteMap.service;

  app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) => {
    const origin = linkOrigin(request, reply);
    return send(reply, origin, 'text/plain; charset=utf-8', robotsTxt(origin));
  });
  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
    const origin = requiredLinkOrigin(request, reply);
    return send(reply, origin, XML, await siteMap.sitemap(origin));
  });
  const partParams = typedSchema<{ part: string }>({ type: 'object', properties: { part: { type: 'string' } }, required: ['part'] });
  app.get('/sitemap-:part.xml', { schema: { hide: true, params: partParams } }, async (request, reply) => {
    const origin = requiredLinkOrigin(request, reply);
    return send(reply, origin, XML, await siteMap.part(origin, request.params.part));
  });
}
