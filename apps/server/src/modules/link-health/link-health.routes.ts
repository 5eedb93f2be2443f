import { contentListItemSchema, pagedSchema } from '@wiy/shared/admin.schema';
import { z } from 'zod';
import { errorAnswer, toJsonSchema, type WireApp } from '../../lib/json-schema.ts';
import { idParam } from '../../lib/params.ts';
import { pageQuery } from '../admin/admin-schemas.ts';

const listQuery = z.object({ page: pageQuery });
const idParams = z.object({ id: idParam });
const tags = ['admin: link health'];

/** The console's view of link health (decision 101); registered among the console's routes, behind their role check. */
export async function linkHealthConsoleRoutes(app: WireApp): Promise<void> {
  const { service } = app.linkHealth;

  app.get(
    '/api/admin/link-health',
    {
      schema: {
        summary:
          'A page of the public or unpublished items whose link was last found removed, private or unreachable; removed and private first, newest check first',
        tags,
        querystring: toJsonSchema(listQuery, 'input'),
        response: { 200: toJsonSchema(pagedSchema(contentListItemSchema)) },
      },
    },
    async (request) => service.list(request.query.page),
  );

  app.post(
    '/api/admin/link-health/:id/check',
    {
      schema: {
        summary: "Check an item's main link now, whatever its status or due time, and answer the item",
        tags,
        params: toJsonSchema(idParams, 'input'),
        response: { 200: toJsonSchema(contentListItemSchema), 404: errorAnswer, 409: errorAnswer },
      },
    },
    async (request) => service.checkNow(request.params.id),
  );
}
