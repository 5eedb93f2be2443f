import { recordEntities } from '@wiy/shared/admin.schema';
import { feedItemSchema, type FeedItem } from '@wiy/shared/feed.schema';
import type { RecordColumn } from '../../db/record-columns.ts';
import { contentColumns } from './content-columns.ts';
import type { FeedRow } from './feed.repository.ts';

/**
 * A public field of a content item and where it is kept. A reference's name is its entity's display field,
 * read through a join: the row carries it as `<entity>_name`, the SQL as `<entity table>.<display field>`.
 */
type PublicColumn = RecordColumn & { label?: { alias: string; ref: string } };

/** The public wire's fields, in its order, each with its column from the content item's one map. */
export const publicColumns: PublicColumn[] = Object.keys(feedItemSchema.shape).map((field) => {
  const column = contentColumns.find((candidate) => candidate.field === field);
  if (!column) throw new Error(`The public field ${field} is not a content item field`);
  if (!column.ref) return column;
  const { entity } = column.ref;
  return { ...column, label: { alias: `${entity}_name`, ref: `${entity}.${recordEntities[entity].display}` } };
});

/** A feed row in its wire shape (spec 000 §3). */
export function presentFeedItem(row: FeedRow): FeedItem {
  const values: Record<string, unknown> = row;
  const item: Record<string, unknown> = {};
  for (const { field, column, kind, label } of publicColumns) {
    const value = values[column];
    if (label) item[field] = value ? { id: value, name: values[label.alias] ?? '' } : null;
    else if (kind === 'named') item[field] = { name: value };
    else item[field] = value;
  }
  return item as FeedItem;
}
