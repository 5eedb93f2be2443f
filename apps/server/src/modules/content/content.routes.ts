import { contentDetailItemSchema, recordListSchema } from '@wiy/shared/feed.schema';
import { z } from 'zod';
import { toJsonSchema, type WireApp } from '../../lib/json-schema.ts';
import { idParam } from '../../lib/params.ts';

const params = z.object({ uniId: idParam });

/** The content detail call (spec 000 §7): a POST with an empty JSON body, answering `record`. */
export async function contentRoutes(app: WireApp): Promise<void> {
  app.post(
    '/api/get/feed_content/:uniId',
    {
      schema: {
        summary:
          'One approved item by uni_id, as a record of one, with u_link_state when its link is known removed or private; an unknown id answers an empty record',
        tags: ['content'],
        params: toJsonSchema(params, 'input'),
        response: { 200: toJsonSchema(recordListSchema(contentDetailItemSchema)) },
      },
    },
    async (request) => ({ record: await app.content.service.detail(request.params.uniId) }),
  );
}
