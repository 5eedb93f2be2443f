import { recordEntities } from '@wiy/shared/admin-entities.schema';
import { feedItemSchema } from '@wiy/shared/feed.schema';
import { contentColumns } from '../../db/content-columns.ts';
import type { RecordColumn } from '../../db/record-columns.ts';

/**
 * A public field of a content item and where it is kept. The public wire names a reference too: its entity's
 * display field, read through a join, which the row carries as `<entity>_name` and the SQL reads as
 * `<entity table>.<display field>`.
 */
export type PublicColumn = RecordColumn & { joinedName?: { alias: string; ref: string } };

/** The public wire's fields, in its order, each with its column from the content item's map. */
export const publicColumns: PublicColumn[] = Object.keys(feedItemSchema.shape).map((field) => {
  const column = contentColumns.find((candidate) => candidate.field === field);
  if (!column) throw new Error(`The public field ${field} is not a content item field`);
  if (!column.ref) return column;
  const { entity } = column.ref;
  return { ...column, joinedName: { alias: `${entity}_name`, ref: `${entity}.${recordEntities[entity].display}` } };
});
