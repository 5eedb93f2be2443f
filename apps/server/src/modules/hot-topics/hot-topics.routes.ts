import { feedItemSchema, feedNewsSchema, pageParam, recordListSchema } from '@wiy/shared/feed.schema';
import { hotTopicSchema } from '@wiy/shared/hot-topic.schema';
import { z } from 'zod';
import { toJsonSchema, type WireApp } from '../../lib/json-schema.ts';
import { idParam } from '../../lib/params.ts';

const topicPageParams = z.object({ page: pageParam });
const itemPageParams = z.object({ page: pageParam, id: idParam });
const newsParams = z.object({ id: idParam, updated: z.iso.datetime({ offset: true }), uniId: idParam });

/** The Hot Topic list and a topic's items (spec 000 §7), and how many posts came in above a reader's first one (decision 091). */
export async function hotTopicsRoutes(app: WireApp): Promise<void> {
  const { service } = app.hotTopics;

  app.get(
    '/api/get_parent_topic/:page',
    {
      schema: {
        summary: 'A page of hot topics (20, newest updated first)',
        tags: ['hot-topics'],
        params: toJsonSchema(topicPageParams, 'input'),
        response: { 200: toJsonSchema(recordListSchema(hotTopicSchema)) },
      },
    },
    async (request) => ({ record: await service.topicPage(request.params.page) }),
  );

  app.get(
    '/api/get/filter/data/parent/topic/:page/:id',
    {
      schema: {
        summary: "A page of a hot topic's approved items (20, newest updated first); an unknown topic has none",
        tags: ['hot-topics'],
        params: toJsonSchema(itemPageParams, 'input'),
        response: { 200: toJsonSchema(recordListSchema(feedItemSchema)) },
      },
    },
    async (request) => ({ record: await service.itemPage(request.params.id, request.params.page) }),
  );

  app.get(
    '/api/get_topic_news/:id/:updated/:uniId',
    {
      schema: {
        summary: "How many of a hot topic's posts come above the given item now, 100 at most",
        tags: ['hot-topics'],
        params: toJsonSchema(newsParams, 'input'),
        response: { 200: toJsonSchema(feedNewsSchema) },
      },
    },
    async (request) => service.news(request.params.id, { updated: request.params.updated, uniId: request.params.uniId }),
  );
}
