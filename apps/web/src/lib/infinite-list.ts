import { infiniteQueryOptions, useQueryClient, type QueryKey } from '@tanstack/react-query';

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

/**
 * The refresh control's call (decision 086): the list starts again from a fresh page 1, which then holds
 * whatever was published since, and the pages after it are dropped, to be loaded again on scroll. The pages
 * on screen stay until page 1 answers (`fetchInfiniteQuery` with `pages: 1`, not `resetQueries`, which would
 * empty the list first), and a page 1 equal to the one shown changes nothing on screen (structural sharing).
 * A page still loading is cancelled first: it would otherwise be awaited in place of page 1. Rejects when
 * page 1 does not load; the list keeps what it had.
 */
export function useFirstPageRefresh<T>(options: ReturnType<typeof pagedListOptions<T>>): () => Promise<void> {
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.cancelQueries({ queryKey: options.queryKey, exact: true });
    await queryClient.fetchInfiniteQuery({ ...options, pages: 1, staleTime: 0 });
  };
}
