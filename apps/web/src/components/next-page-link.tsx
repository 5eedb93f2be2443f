import { useLocation } from 'react-router';
import { useT } from '../lib/i18n/i18n.tsx';
import { opensElsewhere } from '../lib/opens-elsewhere.ts';
import type { PagedList } from '../lib/use-paged-items.ts';

/**
 * The end of a list with more to come: a link to its next page (`?page=N`, the rest of the address kept), which the
 * server renders, so that a reader without JavaScript pages through every list. Once the app is live, a tap loads
 * that page in place instead, as the list's scroll does ('Load more' for those who do not scroll).
 */
export function NextPageLink<T>({ list }: { list: PagedList<T> }) {
  const t = useT();
  const { pathname, search } = useLocation();
  const pageParams = list.data?.pageParams;
  const last = pageParams?.[pageParams.length - 1];
  if (!list.hasNextPage || typeof last !== 'number') return null;
  const params = new URLSearchParams(search);
  params.set('page', String(last + 1));
  return (
    <a
      className="pill load-more"
      href={`${pathname}?${params}`}
      aria-disabled={list.isFetching}
      onClick={(event) => {
        if (opensElsewhere(event)) return;
        event.preventDefault();
        if (!list.isFetching) void list.fetchNextPage();
      }}
    >
      {t('feed.loadMore')}
    </a>
  );
}
