import { useQuery } from '@tanstack/react-query';
import type { FeedItem } from '@wiy/shared/feed.schema';
import type { SocialVendor } from '@wiy/shared/vendor';
import { useSyncExternalStore } from 'react';
import { apiGet } from '../../../lib/api-client.ts';

/** How often a feed on screen asks whether posts came in above its first card (decision 091). */
const NEW_POSTS_POLL_MS = 30_000;

const ignoreChanges = () => () => undefined;

/**
 * How many posts Trending (narrowed by `vendor`) now shows above `top`, the first card on screen: asked every
 * `NEW_POSTS_POLL_MS` while the page is visible and online, and when the reader comes back to it. Only in the
 * browser, after hydration: the server's page has no news to tell.
 */
export function useFeedNews(top: FeedItem | undefined, vendor: SocialVendor | undefined): number {
  const hydrated = useSyncExternalStore(
    ignoreChanges,
    () => true,
    () => false,
  );
  const { data } = useQuery({
    queryKey: ['feed', 'news', vendor ?? null, top?.uni_id, top?.updated],
    queryFn: ({ signal }) =>
      apiGet('/api/get_feed_news/{vendor}/{updated}/{uniId}', {
        params: { path: { vendor: vendor ?? 'null', updated: top!.updated, uniId: top!.uni_id } },
        signal,
      }),
    enabled: hydrated && top !== undefined,
    staleTime: 0,
    refetchInterval: NEW_POSTS_POLL_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
    // Offline there is nothing to learn: the question waits for the network instead of failing.
    networkMode: 'online',
  });
  return data?.count ?? 0;
}
