import { channelSchema } from '@wiy/shared/channel.schema';
import { recipeSchema } from '@wiy/shared/recipe.schema';
import { searchBodySchema } from '@wiy/shared/search.schema';
import { z } from 'zod';
import { toJsonSchema, type WireApp } from '../../lib/json-schema.ts';

const answer = z.object({ record: z.union([z.array(channelSchema), z.array(recipeSchema)]) });

/** `POST /api/get/record/searchValue` (spec 000 §7). */
export async function searchRoutes(app: WireApp): Promise<void> {
  app.post(
    '/api/get/record/searchValue',
    {
      schema: {
        summary: `Channels (tableName wiy_list_channel) or recipes (wiy_list_feed) whose name or title contains searchValue`,
        tags: ['search'],
        body: toJsonSchema(searchBodySchema, 'input'),
        response: { 200: toJsonSchema(answer) },
      },
    },
    async (request) => ({ record: await app.searching.service.search(request.body.tableName, request.body.searchValue) }),
  );
}
