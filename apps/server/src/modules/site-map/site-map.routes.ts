import type { FastifyReply, FastifyRequest } from 'fastify';
import { typedSchema, type WireApp } from '../../lib/json-schema.ts';
import { CategoriesRepository } from '../categories/categories.repository.ts';
import { CategoriesService } from '../categories/categories.service.ts';
import { ChannelsRepository } from '../channels/channels.repository.ts';
import { FeedRepository } from '../feed/feed.repository.ts';
import { HotTopicsRepository } from '../hot-topics/hot-topics.repository.ts';
import { PoliciesRepository } from '../policies/policies.repository.ts';
import { robotsTxt, ROWS_PER_READ, SiteMapService, URLS_PER_FILE } from './site-map.service.ts';

export interface SiteMapOptions {
  /** URLs per sitemap file before the sitemap becomes an index; tests lower it. */
  urlsPerFile?: number;
  /** Rows per database read while building; tests lower it to cross page boundaries with a few rows. */
  rowsPerRead?: number;
}

/** Where this request reached us; `trustProxy` decides whether forwarded headers count. */
const originOf = (request: FastifyRequest) => request.server.config.publicUrl ?? `${request.protocol}://${request.host}`;

/** Crawlers may keep these an hour; the server rebuilds its copy more often (decision 073). */
const sendPublic = (reply: FastifyReply, type: string, body: string) => reply.header('cache-control', 'public, max-age=3600').type(type).send(body);

const XML = 'application/xml; charset=utf-8';

/** robots.txt and the sitemap for search engines (issue 9): public, outside the Application-header API. */
export async function siteMapRoutes(app: WireApp, options: SiteMapOptions): Promise<void> {
  const { db } = app.database;
  const siteMap = new SiteMapService({
    feeds: new FeedRepository(db),
    categories: new CategoriesService(new CategoriesRepository(db)),
    hotTopics: new HotTopicsRepository(db),
    channels: new ChannelsRepository(db),
    knowledge: new PoliciesRepository(db),
    clock: app.clock,
    product: app.config.shortName,
    urlsPerFile: options.urlsPerFile ?? URLS_PER_FILE,
    rowsPerRead: options.rowsPerRead ?? ROWS_PER_READ,
  });

  app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) => sendPublic(reply, 'text/plain; charset=utf-8', robotsTxt(originOf(request))));
  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => sendPublic(reply, XML, await siteMap.sitemap(originOf(request))));
  const partParams = typedSchema<{ part: string }>({ type: 'object', properties: { part: { type: 'string' } }, required: ['part'] });
  app.get('/sitemap-:part.xml', { schema: { hide: true, params: partParams } }, async (request, reply) =>
    sendPublic(reply, XML, await siteMap.part(originOf(request), request.params.part)),
  );
}
