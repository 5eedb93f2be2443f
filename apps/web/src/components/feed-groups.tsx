import { groupByDay } from '@wiy/shared/format';
import type { FeedItem } from '@wiy/shared/feed.schema';
import { contentPath } from '@wiy/shared/screen-paths';
import { useCallback, type ReactNode } from 'react';
import { useUnmuted } from '../lib/mutes.ts';
import { useFeedNews, type FeedNewsScope } from '../lib/use-feed-news.ts';
import { useLocale, useT } from '../lib/i18n/i18n.tsx';
import { useLocalTime } from '../lib/use-local-time.ts';
import type { PagedList } from '../lib/use-paged-items.ts';
import { FeedCard } from './feed-card.tsx';
import { PagedFeed } from './paged-feed.tsx';

/**
 * Content items as cards under 'Today' and then by date in the reader's time zone, each opening its detail;
 * the headings are rows of the one virtual list (Trending, a category's feed, a hot topic's feed), with a
 * refresh control when `onRefresh` is given, and the 'new posts' pill when `news` names the feed too
 * (decision 091). Muted items are left out (decision 093).
 */
export function FeedGroups({
  list,
  items,
  label,
  emptyText,
  onRefresh,
  news,
  cardAction,
}: {
  list: PagedList<FeedItem>;
  items: FeedItem[];
  label: string;
  emptyText: string;
  /** The feed again from page 1, for its refresh control. */
  onRefresh?: (() => Promise<unknown>) | undefined;
  /** The feed as the news call names it. */
  news?: FeedNewsScope | undefined;
  /** A control over each card (the save control, decision 092). */
  cardAction?: ((item: FeedItem) => ReactNode) | undefined;
}) {
  const { now, timeZone } = useLocalTime();
  const t = useT();
  const locale = useLocale();
  const today = t('feed.today');
  const byUpdatedDay = useCallback(
    (feed: FeedItem[]) => groupByDay(feed, (item) => item.updated, now, timeZone, { today, locale }),
    [now, timeZone, today, locale],
  );
  // Only a feed from its top asks what came in above it: one opened at a later page (`?page=N`) has the pages before above it.
  const fromTop = (list.data?.pageParams?.[0] ?? 1) === 1;
  const newPosts = useFeedNews(items[0], fromTop ? onRefresh && news : undefined);
  // What the reader muted never shows (decision 093); a page it thins out leaves the list shorter, and the
  // scroll rule, which measures the list, asks for the next page sooner.
  const shown = useUnmuted(items);
  return (
    <PagedFeed
      list={list}
      items={shown}
      label={label}
      groupItems={byUpdatedDay}
      renderCard={(item, priority) => <FeedCard item={item} to={contentPath(item.uni_id)} priority={priority} action={cardAction?.(item)} />}
      emptyText={emptyText}
      onRefresh={onRefresh}
      newPosts={fromTop && news ? newPosts : undefined}
    />
  );
}
