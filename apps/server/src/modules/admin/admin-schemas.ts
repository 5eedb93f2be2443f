import { CONTENT_STATUSES, contentRecordSchema } from '@wiy/shared/admin.schema';
import { z } from 'zod';
import { toJsonSchema, typedSchema } from '../../lib/json-schema.ts';

/** JSON Schemas shared by the console routes. */
export const okAnswer = toJsonSchema(z.object({ Success: z.literal(true) }));
export const contentItemAnswer = toJsonSchema(contentRecordSchema.extend({ status: z.enum(CONTENT_STATUSES) }));
/** A record of any of the common entities; its own schema checked it on the way in. */
export const anyRecord = typedSchema<Record<string, unknown>>({ type: 'object', additionalProperties: true });
export const pageQuery = z.coerce.number().int().min(1).max(100_000).default(1);
export const searchQuery = z.string().trim().max(100).optional();
