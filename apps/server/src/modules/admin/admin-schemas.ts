import type { EntityRecord } from '@wiy/shared/admin-entities.schema';
import { contentListItemSchema, pagedSchema, type Paged } from '@wiy/shared/admin.schema';
import { z } from 'zod';
import { toJsonSchema, typedSchema } from '../../lib/json-schema.ts';

/** JSON Schemas shared by the console routes. */
export const contentItemAnswer = toJsonSchema(contentListItemSchema);
export const contentPageAnswer = toJsonSchema(pagedSchema(contentListItemSchema));
/** A body of any keys, which the entity's own schema checks in the service. */
export const anyRecord = typedSchema<Record<string, unknown>>({ type: 'object', additionalProperties: true });
/** A record of any of the common entities, as its own schema let it in. */
export const recordAnswer = typedSchema<EntityRecord>({
  type: 'object',
  properties: { uni_id: { type: 'string' } },
  required: ['uni_id'],
  additionalProperties: true,
});
export const recordPageAnswer = typedSchema<Paged<EntityRecord>>({
  type: 'object',
  properties: { record: { type: 'array', items: recordAnswer }, total: { type: 'integer' } },
  required: ['record', 'total'],
});
export const pageQuery = z.coerce.number().int().min(1).max(100_000).default(1);
export const searchQuery = z.string().trim().max(100).optional();
