import { QueryCache, QueryClient } from '@tanstack/react-query';

/**
 * Server state: failures are logged, not retried, and windows refocusing does not refetch, as the spec's
 * screens behave (spec 000 §8: feed, topic, category and filtered-feed failures are only logged, the loader
 * stops, no retry; each screen shows what it shows for no data). Offline, queries still run, since the service
 * worker answers them from what was seen; when the connection returns, every screen refetches, since what
 * it shows may have come from that cache (decision 070).
 */
export function createQueryClient() {
  return new QueryClient({
    queryCache: new QueryCache({ onError: logLoadFailure }),
    defaultOptions: {
      queries: {
        retry: false,
        refetchOnWindowFocus: false,
        staleTime: 60_000,
        networkMode: 'offlineFirst',
        refetchOnReconnect: 'always',
      },
    },
  });
}

function logLoadFailure(error: Error, query: { queryKey: readonly unknown[] }): void {
  console.error(`Could not load ${JSON.stringify(query.queryKey)}:`, error);
}
