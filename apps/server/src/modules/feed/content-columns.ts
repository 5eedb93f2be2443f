import { recordEntities } from '@wiy/shared/admin-entities.schema';
import { contentRecordSchema } from '@wiy/shared/admin.schema';
import { feedItemSchema } from '@wiy/shared/feed.schema';
import { recordColumns, type RecordColumn } from '../../db/record-columns.ts';

/**
 * Where a content item's wire fields are kept in `feed_item`: the one map the console's row mapping, the
 * public presenter and the public feed's JSON expression are all read from.
 */
export const contentColumns = recordColumns(contentRecordSchema, {
  u_unpublished_date: 'unpublished_date',
  u_social_vendor: { named: 'social_vendor' },
});

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
