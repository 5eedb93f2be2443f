import { feedItemSchema, recordListSchema } from '@wiy/shared/feed.schema';
import { z } from 'zod';
import { toJsonSchema, type WireApp } from '../../lib/json-schema.ts';
import { idParam } from '../../lib/params.ts';
import { FeedRepository } from '../feed/feed.repository.ts';
import { ContentDetailService } from './content-detail.service.ts';

const params = z.object({ uniId: idParam });

/** The content detail call (spec 000 §7): a POST with an empty JSON body, answering `record`. */
export async function contentRoutes(app: WireApp): Promise<void> {
  const service = new ContentDetailService(new FeedRepository(app.database.db));
  app.post(
    '/api/get/feed_content/:uniId',
    {
      schema: {
        summary: 'One approved item by uni_id, as a record of one; an unknown id answers an empty record',
        tags: ['content'],
        params: toJsonSchema(params, 'input'),
        response: { 200: toJsonSchema(recordListSchema(feedItemSchema)) },
      },
    },
    async (request) => ({ record: await service.detail(request.params.uniId) }),
  );
}
