import { groupByDay } from '@wiy/shared/format';
import type { FeedItem } from '@wiy/shared/feed.schema';
import { FeedCard } from './feed-card.tsx';
import { PagedFeed } from './paged-feed.tsx';
import type { PagedList } from '../lib/use-paged-items.ts';

/** Where a content card opens: the item's detail (spec 000 §2). */
export const contentDetailLink = (item: FeedItem) => `/content?id=${encodeURIComponent(item.uni_id)}`;

const byUpdatedDay = (items: FeedItem[]) => groupByDay(items, (item) => item.updated, new Date());

/**
 * Content items as cards under 'Today' and then by date, each opening its detail; the headings are rows
 * of the one virtual list (Trending, a category's feed, a hot topic's feed).
 */
export function FeedGroups({ list, items, label, emptyText }: { list: PagedList<FeedItem>; items: FeedItem[]; label: string; emptyText: string }) {
  return (
    <PagedFeed
      list={list}
      items={items}
      label={label}
      groupItems={byUpdatedDay}
      renderCard={(item, priority) => <FeedCard item={item} to={contentDetailLink(item)} priority={priority} />}
      emptyText={emptyText}
    />
  );
}
