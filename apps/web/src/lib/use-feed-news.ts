import { useQuery } from '@tanstack/react-query';
import type { FeedItem } from '@wiy/shared/feed.schema';
import { apiGet } from './api-client.ts';
import { useDataSaver } from './data-saver.ts';
import { pollUntilFailure } from './query-client.ts';
import { useHydrated } from './use-hydrated.ts';

/** How often a feed on screen asks whether posts came in above its first card (decision 091). */
const NEW_POSTS_POLL_MS = 30_000;

/**
 * Which feed: a filtered-feed path's narrowing ('null' for no vendor, 'all' for no category or sub-category), or a
 * hot topic.
 */
export type FeedNewsScope = { vendor: string; categoryId: string; subCategoryId: string } | { topicId: string };

function askNews(scope: FeedNewsScope, top: FeedItem, signal: AbortSignal) {
  const position = { updated: top.updated, uniId: top.uni_id };
  return 'topicId' in scope
    ? apiGet('/api/get_topic_news/{id}/{updated}/{uniId}', { params: { path: { id: scope.topicId, ...position } }, signal })
    : apiGet('/api/get_feed_news/{vendor}/{categoryId}/{subCategoryId}/{updated}/{uniId}', { params: { path: { ...scope, ...position } }, signal });
}

/**
 * How many posts the feed `scope` names now shows above `top`, the first card on screen: asked every
 * `NEW_POSTS_POLL_MS` while the page is visible and online, and when the reader comes back to it; after a
 * failure, only when the reader comes back (decision 205). Only in the
 * browser, after hydration: the server's page has no news to tell. No scope, no question; and none while the data
 * saver is on (decision 242): the reader's refresh still brings new posts in.
 */
export function useFeedNews(top: FeedItem | undefined, scope: FeedNewsScope | undefined): number {
  const hydrated = useHydrated();
  const dataSaver = useDataSaver();
  const { data } = useQuery({
    queryKey: ['feed-news', scope, top?.uni_id, top?.updated],
    queryFn: ({ signal }) => askNews(scope!, top!, signal),
    enabled: hydrated && !dataSaver && top !== undefined && scope !== undefined,
    staleTime: 0,
    refetchInterval: pollUntilFailure(NEW_POSTS_POLL_MS),
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
    // Offline there is nothing to learn: the question waits for the network instead of failing.
    networkMode: 'online',
  });
  return data?.count ?? 0;
}
