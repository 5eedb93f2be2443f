import { feedItemSchema, pageParam, recordListSchema } from '@wiy/shared/feed.schema';
import { z } from 'zod';
import { idParam } from '../../lib/params.ts';
import { toJsonSchema, type WireApp } from '../../lib/json-schema.ts';
import { FeedRepository } from './feed.repository.ts';
import { FeedService } from './feed.service.ts';

const feedAnswer = toJsonSchema(recordListSchema(feedItemSchema));
const pageParams = z.object({ page: pageParam });
const filterParams = z.object({
  page: pageParam,
  vendor: z.string().min(1).max(20),
  categoryId: idParam,
  subCategoryId: idParam,
  tab: z.enum(['trending', 'hot_topic']).optional(),
});

/** The Trending feed and the filtered feed (spec 000 §7). */
export async function feedRoutes(app: WireApp): Promise<void> {
  const service = new FeedService(new FeedRepository(app.database.db));

  app.get(
    '/api/get_feed/:page',
    {
      schema: {
        summary: 'A page of the Trending feed (20 approved items, newest updated first)',
        tags: ['feed'],
        params: toJsonSchema(pageParams, 'input'),
        response: { 200: feedAnswer },
      },
    },
    // Already JSON (built by the database): a string payload skips the serialiser.
    async (request, reply) => reply.type('application/json; charset=utf-8').send(await service.trendingPageJson(request.params.page)),
  );

  const filterSchema = {
    summary: 'A page of the feed narrowed by vendor (or null), category and sub-category (or all)',
    tags: ['feed'],
    params: toJsonSchema(filterParams, 'input'),
    response: { 200: feedAnswer },
  };
  for (const url of ['/api/get_filter_feed/:page/:vendor/:categoryId/:subCategoryId', '/api/get_filter_feed/:page/:vendor/:categoryId/:subCategoryId/:tab']) {
    app.get(url, { schema: filterSchema }, async (request) => ({ record: await service.filteredPage(request.params) }));
  }
}
