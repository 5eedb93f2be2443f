import { CONTENT_STATUSES, contentLookupSchema, rejectInputSchema } from '@wiy/shared/admin.schema';
import { DETECTED_VENDORS } from '@wiy/shared/vendor';
import { z } from 'zod';
import { errorAnswer, toJsonSchema, type WireApp } from '../../../lib/json-schema.ts';
import { idParam } from '../../../lib/params.ts';
import { okAnswer } from '../../../lib/route-schemas.ts';
import { anyRecord, contentItemAnswer, contentPageAnswer, pageQuery, searchQuery } from '../admin-schemas.ts';

const listQuery = z.object({
  status: z.enum(CONTENT_STATUSES).optional(),
  vendor: z.enum(DETECTED_VENDORS).optional(),
  category: idParam.optional(),
  source: idParam.optional(),
  q: searchQuery,
  page: pageQuery,
});
const idParams = z.object({ id: idParam });
const lookupBody = z.object({ url: z.string().min(1).max(2000) });
/** An approval's time to publish at, with its offset (`2026-11-23T16:30:00+05:30`); none or a past one is now. */
const publishAt = z.iso.datetime({ offset: true }).optional();
// Nullable: the console's approve-now sends no body, which Fastify validates as null.
const approveBody = z.object({ publish_at: publishAt }).nullable();
/** A reject needs its reason, which the service checks (required for 'reject' only); only an approval takes a time. */
const bulkBody = z.object({
  action: z.enum(['approve', 'unpublish', 'reject']),
  ids: z.array(idParam).min(1).max(500),
  reason: z.string().max(300).optional(),
  publish_at: publishAt,
});
/** A duplicate link answers 409 with the existing item's id beside the Error, so the console can link to it. */
const duplicateAnswer = toJsonSchema(z.object({ Error: z.string(), uni_id: z.string() }));
const tags = ['admin: content'];

/** The console's content items: list, look up a pasted link, create, edit, approve (now or at a time), unpublish, delete. */
export async function adminContentRoutes(app: WireApp): Promise<void> {
  const service = app.curation.content;
  const actor = (request: { user?: { id: string } }) => ({ id: request.user!.id });

  app.get(
    '/api/admin/content',
    {
      schema: {
        summary: 'A page of content items of every status, narrowed by status, vendor, category, source and text (pending and rejected newest first)',
        tags,
        querystring: toJsonSchema(listQuery, 'input'),
        response: { 200: contentPageAnswer },
      },
    },
    async (request) => {
      const { status, vendor, category, source, q, page } = request.query;
      return service.list({ status, vendor, categoryId: category, sourceId: source, search: q }, page);
    },
  );

  app.post(
    '/api/admin/content/lookup',
    {
      schema: {
        summary: "A pasted link normalised, refused if already present, and the platform's title, description and image",
        tags,
        body: toJsonSchema(lookupBody, 'input'),
        response: { 200: toJsonSchema(contentLookupSchema), 409: duplicateAnswer },
      },
    },
    async (request) => service.lookup(request.body.url),
  );

  app.post(
    '/api/admin/content',
    { schema: { summary: 'A new pending content item', tags, body: anyRecord, response: { 201: contentItemAnswer, 409: duplicateAnswer } } },
    async (request, reply) => reply.code(201).send(await service.create(request.body, actor(request))),
  );

  app.post(
    '/api/admin/content/bulk',
    {
      schema: {
        summary: 'Approve (now or at `publish_at`), unpublish or reject (with a reason) many items at once (all or none)',
        tags,
        body: toJsonSchema(bulkBody, 'input'),
        response: { 200: okAnswer, 400: errorAnswer, 404: errorAnswer, 409: errorAnswer },
      },
    },
    async (request) => {
      const { ids, action, reason, publish_at } = request.body;
      await service.setStatus(ids, action, actor(request), { reason, publishAt: publish_at });
      return { Success: true };
    },
  );

  app.get(
    '/api/admin/content/:id',
    { schema: { summary: 'One content item', tags, params: toJsonSchema(idParams, 'input'), response: { 200: contentItemAnswer, 404: errorAnswer } } },
    async (request) => service.get(request.params.id),
  );

  app.put(
    '/api/admin/content/:id',
    {
      schema: {
        summary: 'Every editable field of an item',
        tags,
        params: toJsonSchema(idParams, 'input'),
        body: anyRecord,
        response: { 200: contentItemAnswer, 409: duplicateAnswer },
      },
    },
    async (request) => service.update(request.params.id, request.body, actor(request)),
  );

  app.post(
    '/api/admin/content/:id/approve',
    {
      schema: {
        summary: 'Make an item public at the top of Trending, now or at `publish_at` (then it is scheduled until that time)',
        tags,
        params: toJsonSchema(idParams, 'input'),
        body: toJsonSchema(approveBody, 'input'),
        response: { 200: contentItemAnswer, 404: errorAnswer, 409: errorAnswer },
      },
    },
    async (request) => {
      await service.setStatus([request.params.id], 'approve', actor(request), { publishAt: request.body?.publish_at });
      return service.get(request.params.id);
    },
  );

  app.post(
    '/api/admin/content/:id/unpublish',
    {
      schema: {
        summary: 'Take an item out of every public feed (a scheduled one: cancel its time)',
        tags,
        params: toJsonSchema(idParams, 'input'),
        response: { 200: contentItemAnswer, 404: errorAnswer },
      },
    },
    async (request) => {
      await service.setStatus([request.params.id], 'unpublish', actor(request));
      return service.get(request.params.id);
    },
  );

  app.post(
    '/api/admin/content/:id/unschedule',
    {
      schema: {
        summary: 'A scheduled item back to pending, its time cancelled',
        tags,
        params: toJsonSchema(idParams, 'input'),
        response: { 200: contentItemAnswer, 404: errorAnswer, 409: errorAnswer },
      },
    },
    async (request) => {
      await service.unschedule(request.params.id, actor(request));
      return service.get(request.params.id);
    },
  );

  app.post(
    '/api/admin/content/:id/reject',
    {
      schema: {
        summary: 'Reject an item with a reason: kept, out of the queue and of every public feed, undoable',
        tags,
        params: toJsonSchema(idParams, 'input'),
        body: toJsonSchema(rejectInputSchema, 'input'),
        response: { 200: contentItemAnswer, 400: errorAnswer, 404: errorAnswer },
      },
    },
    async (request) => {
      await service.setStatus([request.params.id], 'reject', actor(request), { reason: request.body.reason });
      return service.get(request.params.id);
    },
  );

  app.post(
    '/api/admin/content/:id/restore',
    {
      schema: {
        summary: 'Undo a rejection: the item is pending again',
        tags,
        params: toJsonSchema(idParams, 'input'),
        response: { 200: contentItemAnswer, 404: errorAnswer, 409: errorAnswer },
      },
    },
    async (request) => service.restore(request.params.id, actor(request)),
  );

  app.delete(
    '/api/admin/content/:id',
    { schema: { summary: 'Delete an item', tags, params: toJsonSchema(idParams, 'input'), response: { 200: okAnswer, 404: errorAnswer } } },
    async (request) => {
      await service.remove(request.params.id, actor(request));
      return { Success: true };
    },
  );
}
