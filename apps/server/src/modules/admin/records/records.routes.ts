import { RECORD_ENTITIES } from '@wiy/shared/admin-fields.schema';
import { z } from 'zod';
import { errorAnswer, toJsonSchema, type WireApp } from '../../../lib/json-schema.ts';
import { idParam } from '../../../lib/params.ts';
import { okAnswer } from '../../../lib/route-schemas.ts';
import { anyRecord, pageQuery, recordAnswer, recordPageAnswer, searchQuery } from '../admin-schemas.ts';

const entityParams = z.object({ entity: z.enum(RECORD_ENTITIES) });
const recordParams = entityParams.extend({ id: idParam });
const listQuery = z.object({ q: searchQuery, page: pageQuery });
const tags = ['admin: records'];

/**
 * Categories, sub-categories, hot topics, list categories, channels, filter records, channel-feed items,
 * languages, recipes and policies, through one set of routes: `/api/admin/records/{entity}[/{uni_id}]`.
 */
export async function adminRecordRoutes(app: WireApp): Promise<void> {
  const service = app.curation.records;
  const actor = (request: { user?: { id: string } }) => ({ id: request.user!.id });
  const params = toJsonSchema(recordParams, 'input');

  app.get(
    '/api/admin/records/:entity',
    {
      schema: {
        summary: 'A page of records of one entity (50), narrowed by text',
        tags,
        params: toJsonSchema(entityParams, 'input'),
        querystring: toJsonSchema(listQuery, 'input'),
        response: { 200: recordPageAnswer },
      },
    },
    async (request) => service.list(request.params.entity, request.query.q, request.query.page),
  );

  app.post(
    '/api/admin/records/:entity',
    {
      schema: {
        summary: 'Create a record (uni_id made when absent)',
        tags,
        params: toJsonSchema(entityParams, 'input'),
        body: anyRecord,
        response: { 201: recordAnswer, 409: errorAnswer },
      },
    },
    async (request, reply) => reply.code(201).send(await service.create(request.params.entity, request.body, actor(request))),
  );

  app.get(
    '/api/admin/records/:entity/:id',
    { schema: { summary: 'One record', tags, params, response: { 200: recordAnswer, 404: errorAnswer } } },
    async (request) => service.get(request.params.entity, request.params.id),
  );

  app.put(
    '/api/admin/records/:entity/:id',
    { schema: { summary: 'Replace a record', tags, params, body: anyRecord, response: { 200: recordAnswer, 404: errorAnswer } } },
    async (request) => service.update(request.params.entity, request.params.id, request.body, actor(request)),
  );

  app.delete(
    '/api/admin/records/:entity/:id',
    { schema: { summary: 'Delete a record', tags, params, response: { 200: okAnswer, 404: errorAnswer, 409: errorAnswer } } },
    async (request) => {
      await service.remove(request.params.entity, request.params.id, actor(request));
      return { Success: true };
    },
  );
}
