import { importSummarySchema } from '@wiy/shared/admin-transfer.schema';
import { errorAnswer, toJsonSchema, type WireApp } from '../../../lib/json-schema.ts';
import { anyRecord } from '../admin-schemas.ts';

/** Import files may be large: a whole catalogue in one request. */
const IMPORT_BODY_LIMIT = 50 * 1024 * 1024;

/** Export and import of everything curated, as JSON in the wire records. */
export async function adminTransferRoutes(app: WireApp): Promise<void> {
  const service = app.transfer;
  app.get(
    '/api/admin/export',
    { schema: { summary: 'Everything curated as one JSON file', tags: ['admin: transfer'], response: { 200: anyRecord } } },
    async (_request, reply) => {
      reply.header('content-disposition', 'attachment; filename="wiy-export.json"');
      return service.exportAll();
    },
  );
  app.post(
    '/api/admin/import',
    {
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: {
        summary: 'Import a file of the export format: checked whole first, then written all or nothing, matched by uni_id',
        tags: ['admin: transfer'],
        body: anyRecord,
        response: { 200: toJsonSchema(importSummarySchema), 400: errorAnswer, 409: errorAnswer },
      },
    },
    async (request) => ({ imported: await service.importAll(request.body, { id: request.user!.id }) }),
  );
}
