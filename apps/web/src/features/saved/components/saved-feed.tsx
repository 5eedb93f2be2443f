import { useInfiniteQuery } from '@tanstack/react-query';
import type { FeedItem } from '@wiy/shared/feed.schema';
import { SAVED_PAGE_SIZE } from '@wiy/shared/saved-rules';
import { contentPath } from '@wiy/shared/screen-paths';
import { useEffect, useMemo, useState } from 'react';
import { FeedCard } from '../../../components/feed-card.tsx';
import { LoadingIndicator } from '../../../components/loading-indicator.tsx';
import { PagedFeed } from '../../../components/paged-feed.tsx';
import { cardControls } from '../../../components/card-controls.tsx';
import { useT } from '../../../lib/i18n/i18n.tsx';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { usePagedItems } from '../../../lib/use-paged-items.ts';
import { getSavedCards } from '../api/saved-calls.ts';
import { saves, useSavedIds } from '../../../lib/saves.ts';

/**
 * The Saved screen's list (decision 092): the saves newest first, as the same cards and with the same infinite
 * scroll as every feed, their cards asked for a page of ids at a time (an item no longer public is left out).
 * The ids are those of when the screen opened, or of the account's saves once they arrive, so that a card
 * unsaved here leaves without the pages under it being asked for again.
 */
export function SavedFeed() {
  const t = useT();
  const hydrated = useHydrated();
  const { synced } = saves.use();
  const savedIds = useSavedIds();
  const [listed, setListed] = useState<string[] | undefined>(undefined);
  useEffect(() => {
    if (hydrated) setListed(saves.get().entries.map((entry) => entry.uni_id));
  }, [hydrated, synced]);

  const cards = useInfiniteQuery({
    queryKey: ['saved-cards', listed],
    enabled: listed !== undefined && listed.length > 0,
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }): Promise<FeedItem[]> => getSavedCards(listed!.slice(pageParam, pageParam + SAVED_PAGE_SIZE), signal),
    getNextPageParam: (_last, pages) => (pages.length * SAVED_PAGE_SIZE < listed!.length ? pages.length * SAVED_PAGE_SIZE : undefined),
  });
  const loaded = usePagedItems(cards);
  const items = useMemo(() => loaded.filter((item) => savedIds.has(item.uni_id)), [loaded, savedIds]);

  if (listed === undefined) return <LoadingIndicator />;
  if (cards.isError && items.length === 0) return <p className="empty">{t('saved.notLoaded')}</p>;
  return (
    <PagedFeed
      list={cards}
      items={items}
      label={t('header.saved')}
      renderCard={(item, priority) => <FeedCard item={item} to={contentPath(item.uni_id)} priority={priority} action={cardControls(item, { muting: false })} />}
      emptyText={t('saved.nothingSaved')}
    />
  );
}
