import { infiniteQueryOptions, type QueryKey } from '@tanstack/react-query';

/**
 * A paged list as the spec pages it: pages start at 1 and go up by 1, and an empty page means there is no
 * more (spec 000 §4). One factory serves every infinite list of the app.
 */
export function pagedListOptions<T>(queryKey: QueryKey, fetchPage: (page: number, signal: AbortSignal) => Promise<T[]>) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (lastPage: T[], _all: T[][], lastPageParam: number) => (lastPage.length === 0 ? undefined : lastPageParam + 1),
  });
}
