import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { toJsonSchema, type WireApp } from '../../lib/json-schema.ts';
import { idParam } from '../../lib/params.ts';
import type { FeedScope } from '@wiy/shared/screen-paths';

const idParams = z.object({ id: idParam });

/** Feed readers may keep a feed five minutes; the items behind it change when a curator publishes. */
const CACHE_CONTROL = 'public, max-age=300';

const FORMATS = {
  'feed.xml': { type: 'application/rss+xml; charset=utf-8', write: 'rss2' },
  'feed.json': { type: 'application/feed+json; charset=utf-8', write: 'json1' },
} as const;

/**
 * RSS 2.0 and JSON Feed for Trending, each category and each hot topic (issue 11): public, outside the
 * Application-header API, since feed readers send no such header; counted as public reads per address.
 */
export async function syndicationRoutes(app: WireApp, options: { limitPublicRead: (request: FastifyRequest) => void }): Promise<void> {
  const { config } = app;
  const { service } = app.syndication;
  app.addHook('onRequest', async (request) => options.limitPublicRead(request));

  const send = async (request: FastifyRequest, reply: FastifyReply, scope: FeedScope, file: keyof typeof FORMATS) => {
    const feed = await service.feed(scope, {
      origin: config.publicUrl ?? `${request.protocol}://${request.host}`,
      siteName: config.displayName,
      description: config.description,
      mediaBaseUrl: config.mediaBaseUrl,
    });
    const format = FORMATS[file];
    return reply.header('cache-control', CACHE_CONTROL).type(format.type).send(feed[format.write]());
  };

  for (const file of Object.keys(FORMATS) as (keyof typeof FORMATS)[]) {
    const schema = { tags: ['feeds'], produces: [FORMATS[file].type] };
    app.get(`/feeds/trending/${file}`, { schema: { ...schema, summary: `The Trending feed's newest items (${file})` } }, (request, reply) =>
      send(request, reply, { kind: 'trending' }, file),
    );
    for (const kind of ['category', 'hot-topic'] as const) {
      app.get(
        `/feeds/${kind}/:id/${file}`,
        { schema: { ...schema, summary: `A ${kind.replace('-', ' ')}'s newest items (${file})`, params: toJsonSchema(idParams, 'input') } },
        (request, reply) => send(request, reply, { kind, id: request.params.id }, file),
      );
    }
  }
}
