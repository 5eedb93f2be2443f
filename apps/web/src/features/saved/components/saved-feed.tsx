import { useInfiniteQuery } from '@tanstack/react-query';
import type { FeedItem } from '@wiy/shared/feed.schema';
import { SAVED_PAGE_SIZE } from '@wiy/shared/saved.schema';
import { contentPath } from '@wiy/shared/screen-paths';
import { useEffect, useMemo, useState } from 'react';
import { FeedCard } from '../../../components/feed-card.tsx';
import { LoadingIndicator } from '../../../components/loading-indicator.tsx';
import { PagedFeed } from '../../../components/paged-feed.tsx';
import { cardSaveControl } from '../../../components/save-button.tsx';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { usePagedItems } from '../../../lib/use-paged-items.ts';
import { getSavedCards } from '../api/saved-calls.ts';
import { getSaves, useSavedIds, useSaves } from '../../../lib/saves.ts';

export const NOTHING_SAVED = 'Nothing saved yet. Tap the bookmark on a card to keep it here.';

/**
 * The Saved screen's list (decision 092): the saves newest first, as the same cards and with the same infinite
 * scroll as every feed, their cards asked for a page of ids at a time (an item no longer public is left out).
 * The ids are those of when the screen opened, or of the account's saves once they arrive, so that a card
 * unsaved here leaves without the pages under it being asked for again.
 */
export function SavedFeed() {
  const hydrated = useHydrated();
  const { synced } = useSaves();
  const savedIds = useSavedIds();
  const [listed, setListed] = useState<string[] | undefined>(undefined);
  useEffect(() => {
    if (hydrated) setListed(getSaves().entries.map((entry) => entry.uni_id));
  }, [hydrated, synced]);

  const cards = useInfiniteQuery({
    queryKey: ['saved-cards', listed],
    enabled: listed !== undefined && listed.length > 0,
    initialPageParam: 0,
    queryFn: async ({ pageParam, signal }): Promise<FeedItem[]> => (await getSavedCards(listed!.slice(pageParam, pageParam + SAVED_PAGE_SIZE), signal)).items,
    getNextPageParam: (_last, pages) => (pages.length * SAVED_PAGE_SIZE < listed!.length ? pages.length * SAVED_PAGE_SIZE : undefined),
  });
  const loaded = usePagedItems(cards);
  const items = useMemo(() => loaded.filter((item) => savedIds.has(item.uni_id)), [loaded, savedIds]);

  if (listed === undefined) return <LoadingIndicator />;
  return (
    <PagedFeed
      list={cards}
      items={items}
      label="Saved"
      renderCard={(item, priority) => <FeedCard item={item} to={contentPath(item.uni_id)} priority={priority} action={cardSaveControl(item)} />}
      emptyText={NOTHING_SAVED}
    />
  );
}
