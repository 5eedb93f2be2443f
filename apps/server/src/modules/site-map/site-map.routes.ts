import type { FastifyReply } from 'fastify';
import { typedSchema, type WireApp } from '../../lib/json-schema.ts';
import { requestOrigin } from '../../lib/request-origin.ts';
import { robotsTxt } from './site-map.service.ts';

/** Crawlers may keep these an hour; the server rebuilds its copy more often (decision 073). */
const sendPublic = (reply: FastifyReply, type: string, body: string) => reply.header('cache-control', 'public, max-age=3600').type(type).send(body);

const XML = 'application/xml; charset=utf-8';

/** robots.txt and the sitemap for search engines (issue 9): public, outside the Application-header API. */
export async function siteMapRoutes(app: WireApp): Promise<void> {
  const siteMap = app.siteMap.service;

  app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) =>
    sendPublic(reply, 'text/plain; charset=utf-8', robotsTxt(requestOrigin(request))),
  );
  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => sendPublic(reply, XML, await siteMap.sitemap(requestOrigin(request))));
  const partParams = typedSchema<{ part: string }>({ type: 'object', properties: { part: { type: 'string' } }, required: ['part'] });
  app.get('/sitemap-:part.xml', { schema: { hide: true, params: partParams } }, async (request, reply) =>
    sendPublic(reply, XML, await siteMap.part(requestOrigin(request), request.params.part)),
  );
}
