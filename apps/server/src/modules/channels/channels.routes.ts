import { channelFeedItemSchema, channelSchema, filterRecordSchema, listCategorySchema } from '@wiy/shared/channel.schema';
import { pageParam, recordListSchema } from '@wiy/shared/feed.schema';
import { SEARCH_MAX_LENGTH } from '@wiy/shared/search-tables';
import { z } from 'zod';
import { toJsonSchema, type WireApp } from '../../lib/json-schema.ts';
import { idParam } from '../../lib/params.ts';
import { CHANNEL_SORTS, type ChannelSort } from './channels.service.ts';

const pageParams = z.object({ page: pageParam });
const filterParams = z.object({ categoryId: idParam, page: pageParam });
const categoryParams = z.object({ categoryId: idParam });
const feedParams = z.object({ channelId: idParam, categoryId: idParam, page: pageParam });
const sortParams = feedParams.extend({ sort: z.enum(CHANNEL_SORTS) });
const feedQuery = z.object({ search: z.string().max(SEARCH_MAX_LENGTH).optional() });
const itemParams = z.object({ uniId: idParam });

type FeedParams = z.infer<typeof feedParams> & { sort?: ChannelSort };

/** The channel section's calls (spec 000 §7): categories, channels, filters, a channel's feed. */
export async function channelsRoutes(app: WireApp): Promise<void> {
  const { service } = app.channels;
  const channelsAnswer = { 200: toJsonSchema(recordListSchema(channelSchema)) };
  const feedAnswer = { 200: toJsonSchema(recordListSchema(channelFeedItemSchema)) };

  app.get(
    '/api/get/list/category',
    {
      schema: {
        summary: 'The channel categories, in display order',
        tags: ['channels'],
        response: { 200: toJsonSchema(recordListSchema(listCategorySchema)) },
      },
    },
    async () => ({ record: await service.listCategories() }),
  );

  app.get(
    '/api/get/list/channel/:page',
    {
      schema: { summary: 'A page of every channel (20, by name)', tags: ['channels'], params: toJsonSchema(pageParams, 'input'), response: channelsAnswer },
    },
    async (request) => ({ record: await service.channelsPage(request.params.page) }),
  );

  app.get(
    '/api/get/channel/filter/:categoryId/:page',
    {
      schema: {
        summary: "A page of channels of a list category, or with feed items under a filter record ('all': every channel)",
        tags: ['channels'],
        params: toJsonSchema(filterParams, 'input'),
        response: channelsAnswer,
      },
    },
    async (request) => ({ record: await service.filteredChannelsPage(request.params.categoryId, request.params.page) }),
  );

  app.get(
    '/api/get/channel/feed/filter/:categoryId',
    {
      schema: {
        summary: "A list category's filter records: parents (u_parent.id '0') and their children",
        tags: ['channels'],
        params: toJsonSchema(categoryParams, 'input'),
        response: { 200: toJsonSchema(recordListSchema(filterRecordSchema)) },
      },
    },
    async (request) => ({ record: await service.filterRecords(request.params.categoryId) }),
  );

  const handleFeed = async (request: { params: FeedParams; query: z.infer<typeof feedQuery> }) => ({
    record: await service.feedPage({ ...request.params, sort: request.params.sort ?? 'none', search: request.query.search }),
  });
  app.get(
    '/api/get/channel/feed_list/:channelId/:categoryId/:page',
    {
      schema: {
        summary: "A page of a channel's feed, newest updated first; `search` narrows by name",
        tags: ['channels'],
        params: toJsonSchema(feedParams, 'input'),
        querystring: toJsonSchema(feedQuery, 'input'),
        response: feedAnswer,
      },
    },
    handleFeed,
  );
  app.get(
    '/api/sort/record/:sort/:channelId/:categoryId/:page',
    {
      schema: {
        summary: "A page of a channel's feed, most viewed or liked first (none: newest updated first)",
        tags: ['channels'],
        params: toJsonSchema(sortParams, 'input'),
        querystring: toJsonSchema(feedQuery, 'input'),
        response: feedAnswer,
      },
    },
    handleFeed,
  );

  app.get(
    '/api/get/channel/feed_content/:uniId',
    {
      schema: {
        summary: 'One channel feed item as a record of one; an unknown id answers an empty record',
        tags: ['channels'],
        params: toJsonSchema(itemParams, 'input'),
        response: feedAnswer,
      },
    },
    async (request) => ({ record: await service.feedItem(request.params.uniId) }),
  );
}
