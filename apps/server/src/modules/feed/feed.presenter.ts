import type { FeedItem } from '@wiy/shared/feed.schema';
import { publicColumns } from './content-columns.ts';
import type { FeedRow } from './feed.repository.ts';

/** A feed row in its wire shape (spec 000 §3). */
export function presentFeedItem(row: FeedRow): FeedItem {
  const values: Record<string, unknown> = row;
  const item: Record<string, unknown> = {};
  for (const { field, column, kind, joinedName } of publicColumns) {
    const value = values[column];
    if (joinedName) item[field] = value ? { id: value, name: values[joinedName.alias] ?? '' } : null;
    else if (kind === 'named') item[field] = { name: value };
    else item[field] = value;
  }
  return item as FeedItem;
}
