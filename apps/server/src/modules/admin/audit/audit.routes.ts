import { AUDIT_PAGE_SIZE, auditEntrySchema, pagedSchema } from '@wiy/shared/admin.schema';
import { z } from 'zod';
import { toJsonSchema, type WireApp } from '../../../lib/json-schema.ts';
import { idParam } from '../../../lib/params.ts';
import { pageQuery } from '../admin-schemas.ts';

const query = z.object({
  entity: z
    .string()
    .regex(/^[a-z_]{1,40}$/)
    .optional(),
  action: z
    .string()
    .regex(/^[a-z_]{1,40}$/)
    .optional(),
  actor: idParam.optional(),
  entity_id: z.string().max(64).optional(),
  page: pageQuery,
});

/** The audit log, newest first, filterable by entity, action, actor and record. */
export async function adminAuditRoutes(app: WireApp): Promise<void> {
  app.get(
    '/api/admin/audit',
    {
      schema: {
        summary: 'Who changed what and when',
        tags: ['admin: audit'],
        querystring: toJsonSchema(query, 'input'),
        response: { 200: toJsonSchema(pagedSchema(auditEntrySchema)) },
      },
    },
    async (request) => {
      const { entity, action, actor, entity_id, page } = request.query;
      return app.curation.unit.repos.audit.list({ entity, action, actorId: actor, entityId: entity_id }, page, AUDIT_PAGE_SIZE);
    },
  );
}
