import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';

/**
 * Server state: failures are not retried and windows refocusing does not refetch, as the spec's screens
 * behave (spec 000 §8: failures stop the loader, no retry). Offline, queries still run, since the service
 * worker answers them from what was seen; when the connection returns, every screen refetches, since what
 * it shows may have come from that cache (decision 070).
 */
export function createQueryClient() {
  return new QueryClient({
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

export function Providers({ client, children }: { client: QueryClient; children: ReactNode }) {
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
