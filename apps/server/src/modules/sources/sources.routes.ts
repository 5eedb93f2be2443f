import { sourceDiscoverySchema, sourceInputSchema, sourceSchema } from '@wiy/shared/sources.schema';
import { z } from 'zod';
import { errorAnswer, toJsonSchema, type WireApp } from '../../lib/json-schema.ts';
import { idParam } from '../../lib/params.ts';
import { okAnswer } from '../../lib/route-schemas.ts';

const idParams = z.object({ id: idParam });
const discoverBody = z.object({ url: z.string().min(1).max(2000) });
const sourceAnswer = toJsonSchema(sourceSchema);
const sourceBody = toJsonSchema(sourceInputSchema, 'input');
/** A feed another source already polls answers 409 with that source's id beside the Error. */
const duplicateAnswer = toJsonSchema(z.object({ Error: z.string(), uni_id: z.string() }));
const tags = ['admin: sources'];

/** The console's sources (decision 099); registered among the console's routes, behind their role check. */
export async function sourcesConsoleRoutes(app: WireApp): Promise<void> {
  const { records, polling } = app.sources;
  const actor = (request: { user?: { id: string } }) => ({ id: request.user!.id });

  app.get(
    '/api/admin/sources',
    {
      schema: {
        summary: 'Every source, by name, with how its polling goes',
        tags,
        response: { 200: toJsonSchema(z.object({ record: z.array(sourceSchema) })) },
      },
    },
    async () => ({ record: await records.list() }),
  );

  app.post(
    '/api/admin/sources/discover',
    {
      schema: {
        summary: 'What an address is: a feed, or a page naming one in a <link rel="alternate">; 400 when no feed is found',
        tags,
        body: toJsonSchema(discoverBody, 'input'),
        response: { 200: toJsonSchema(sourceDiscoverySchema), 400: errorAnswer },
      },
    },
    async (request) => records.discover(request.body.url),
  );

  app.post(
    '/api/admin/sources',
    {
      schema: {
        summary: 'A new source; a page address is resolved to the feed it names',
        tags,
        body: sourceBody,
        response: { 201: sourceAnswer, 400: errorAnswer, 409: duplicateAnswer },
      },
    },
    async (request, reply) => reply.code(201).send(await records.create(request.body, actor(request))),
  );

  app.get(
    '/api/admin/sources/:id',
    { schema: { summary: 'One source', tags, params: toJsonSchema(idParams, 'input'), response: { 200: sourceAnswer, 404: errorAnswer } } },
    async (request) => records.get(request.params.id),
  );

  app.put(
    '/api/admin/sources/:id',
    {
      schema: {
        summary: 'Every setting of a source; a new address is resolved to its feed again',
        tags,
        params: toJsonSchema(idParams, 'input'),
        body: sourceBody,
        response: { 200: sourceAnswer, 400: errorAnswer, 404: errorAnswer, 409: duplicateAnswer },
      },
    },
    async (request) => records.update(request.params.id, request.body, actor(request)),
  );

  app.delete(
    '/api/admin/sources/:id',
    {
      schema: {
        summary: 'Delete a source; the items it brought in stay',
        tags,
        params: toJsonSchema(idParams, 'input'),
        response: { 200: okAnswer, 404: errorAnswer },
      },
    },
    async (request) => {
      await records.remove(request.params.id, actor(request));
      return { Success: true };
    },
  );

  app.post(
    '/api/admin/sources/:id/poll',
    {
      schema: {
        summary: 'Poll a source now, whatever its due time, and answer it as it is after',
        tags,
        params: toJsonSchema(idParams, 'input'),
        response: { 200: sourceAnswer, 404: errorAnswer, 409: errorAnswer },
      },
    },
    async (request) => {
      await polling.pollNow(request.params.id);
      return records.get(request.params.id);
    },
  );
}
