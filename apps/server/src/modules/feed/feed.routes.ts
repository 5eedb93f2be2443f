import { feedItemSchema, feedNewsSchema, pageParam, recordListSchema } from '@wiy/shared/feed.schema';
import { z } from 'zod';
import { idParam } from '../../lib/params.ts';
import { toJsonSchema, type WireApp } from '../../lib/json-schema.ts';

const feedAnswer = toJsonSchema(recordListSchema(feedItemSchema));
const pageParams = z.object({ page: pageParam });
const filterParams = z.object({
  page: pageParam,
  vendor: z.string().min(1).max(20),
  categoryId: idParam,
  subCategoryId: idParam,
});
const newsParams = filterParams.omit({ page: true }).extend({ updated: z.iso.datetime({ offset: true }), uniId: idParam });
// A path parameter is always required in OpenAPI: the route without the tab must not declare one.
const tabbedFilterParams = filterParams.extend({ tab: z.enum(['trending', 'hot_topic']) });

/** The Trending feed and the filtered feed (spec 000 §7), and how many posts came in above a reader's first one. */
export async function feedRoutes(app: WireApp): Promise<void> {
  const { service } = app.feed;

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

  const filterSchema = <P extends z.ZodType>(params: P) => ({
    summary: 'A page of the feed narrowed by vendor (or null), category and sub-category (or all)',
    tags: ['feed'],
    params: toJsonSchema(params, 'input'),
    response: { 200: feedAnswer },
  });
  app.get('/api/get_filter_feed/:page/:vendor/:categoryId/:subCategoryId', { schema: filterSchema(filterParams) }, async (request) => ({
    record: await service.filteredPage(request.params),
  }));
  app.get(
    '/api/get_feed_news/:vendor/:categoryId/:subCategoryId/:updated/:uniId',
    {
      schema: {
        summary: 'How many posts the feed narrowed by vendor, category and sub-category shows above the given item now, 100 at most',
        tags: ['feed'],
        params: toJsonSchema(newsParams, 'input'),
        response: { 200: toJsonSchema(feedNewsSchema) },
      },
    },
    async (request) => service.news({ updated: request.params.updated, uniId: request.params.uniId }, request.params),
  );
  app.get('/api/get_filter_feed/:page/:vendor/:categoryId/:subCategoryId/:tab', { schema: filterSchema(tabbedFilterParams) }, async (request) => ({
    record: await service.filteredPage(request.params),
  }));
}
