import { z } from './zod.ts';
import { isoDate, recordId } from './admin-fields.schema.ts';
import { contentRecordSchema, SOURCE_RULES } from './admin.schema.ts';
import type { ItemReachDay } from './reach.schema.ts';

/**
 * The import/export file: one list per entity, in the order they can be written in (a record's references
 * come before it). `content` is the content items, and `source`, just before them, the sources that bring items
 * in (decision 108). `reach` holds the reach figures of the items, every day with counts (decision 098); an
 * import does not read them back (`TransferService.importAll`).
 */
export const EXPORT_ORDER = [
  'language',
  'category',
  'sub_category',
  'hot_topic',
  'list_category',
  'channel',
  'filter_record',
  'channel_feed',
  'recipe',
  'policy',
  'content',
] as const;
export type ExportSection = (typeof EXPORT_ORDER)[number];
export type ExportFile = { version: 1; exported?: string } & { [K in ExportSection | 'source']?: unknown[] } & { reach?: ItemReachDay[] };

/**
 * A content item in the export file (decision 108): its record, then how it came in (the source that brought it,
 * the rule that decided it and the word that set it off) and its rejection (when, and the curator's reason; none
 * when a reject word decided it). An import of a file without these fields leaves them as they are.
 */
export const contentTransferSchema = contentRecordSchema.extend({
  source: z.object({ id: recordId }).nullable().optional(),
  decision: z
    .object({ rule: z.enum(SOURCE_RULES), word: z.string().max(100).nullable() })
    .nullable()
    .optional(),
  rejected: z
    .object({ date: isoDate, reason: z.string().max(300).nullable() })
    .nullable()
    .optional(),
});
export type ContentTransferRecord = z.output<typeof contentTransferSchema>;

/** How many records of each section an import wrote. */
export const importSummarySchema = z.object({ imported: z.record(z.string(), z.number()) });
