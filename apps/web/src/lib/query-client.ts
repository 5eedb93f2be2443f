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

/**
 * A poll's `refetchInterval` that stops at a failure: what the server could not answer is asked again when the
 * reader acts (comes back to the page, refreshes), not on a timer for as long as the page stays open (decision 205).
 */
export const pollUntilFailure =
  (intervalMs: number) =>
  (query: { state: { status: string } }): number | false =>
    query.state.status === 'error' ? false : intervalMs;
