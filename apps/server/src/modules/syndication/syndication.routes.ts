import type { FeedScope } from '@wiy/shared/screen-paths';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { toJsonSchema, type WireApp } from '../../lib/json-schema.ts';
import { idParam } from '../../lib/params.ts';
import { answerPublicly, requiredLinkOrigin } from '../../plugins/public-cache/public-cache.ts';

const idParams = z.object({ id: idParam });
const subCategoryParams = idParams.extend({ subId: idParam });

const FORMATS = {
  'feed.xml': { type: 'application/rss+xml; charset=utf-8', write: 'rss2' },
  'feed.json': { type: 'application/feed+json; charset=utf-8', write: 'json1' },
} as const;
type FeedFile = keyof typeof FORMATS;

/**
 * RSS 2.0 and JSON Feed for Trending, each category and sub-category and each hot topic (decision
 * 087): public, outside the Application-header API, since feed readers send no such header; counted as public
 * reads per address, and kept as ready bytes per origin and content version like the pages, so a reader
 * polling every minute costs a lookup in memory, or a 304 to its ETag. At a host that is not the site's they
 * are not served, since their links must be absolute (decision 204).
 */
export async function syndicationRoutes(app: WireApp, options: { limitPublicRead: (request: FastifyRequest) => void }): Promise<void> {
  const { config, publicAnswers } = app;
  const { service } = app.syndication;

  const send = async (request: FastifyRequest, reply: FastifyReply, scope: FeedScope, file: FeedFile) => {
    options.limitPublicRead(request);
    const origin = requiredLinkOrigin(request, reply);
    // The feed names absolute addresses, so it is kept per origin.
    const key = `${origin}${request.url}`;
    const version = publicAnswers.version.current;
    if (await publicAnswers.servedFromMemory(request, reply, key, version)) return reply;
    const feed = await service.feed(scope, { origin, siteName: config.displayName, description: config.description, mediaBaseUrl: config.mediaBaseUrl });
    const { type, write } = FORMATS[file];
    const body = feed[write]();
    publicAnswers.settle(request, publicAnswers.keep(key, version, type, body));
    return answerPublicly(reply).type(type).send(body);
  };

  for (const file of Object.keys(FORMATS) as FeedFile[]) {
    const schema = { tags: ['feeds'], produces: [FORMATS[file].type] };
    app.get(`/feeds/trending/${file}`, { schema: { ...schema, summary: `The Trending feed's newest items (${file})` } }, (request, reply) =>
      send(request, reply, { kind: 'trending' }, file),
    );
    app.get(
      `/feeds/category/:id/${file}`,
      { schema: { ...schema, summary: `A category's newest items (${file})`, params: toJsonSchema(idParams, 'input') } },
      (request, reply) => send(request, reply, { kind: 'category', id: request.params.id }, file),
    );
    app.get(
      `/feeds/category/:id/:subId/${file}`,
      { schema: { ...schema, summary: `A sub-category's newest items (${file})`, params: toJsonSchema(subCategoryParams, 'input') } },
      (request, reply) => send(request, reply, { kind: 'category', id: request.params.id, subId: request.params.subId }, file),
    );
    app.get(
      `/feeds/hot-topic/:id/${file}`,
      { schema: { ...schema, summary: `A hot topic's newest items (${file})`, params: toJsonSchema(idParams, 'input') } },
      (request, reply) => send(request, reply, { kind: 'hot-topic', id: request.params.id }, file),
    );
  }
}
