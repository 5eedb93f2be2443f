import { infiniteQueryOptions, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';

/**
 * The page a list starts at: `?page=N` in the address, else 1. Every list's 'Load more' is a link to its next page,
 * so a reader without JavaScript pages through it, each page rendered by the server; the live app loads the pages
 * after it in place.
 */
export function useListStart(): number {
  const [params] = useSearchParams();
  const page = Number(params.get('page'));
  return Number.isSafeInteger(page) && page > 1 ? page : 1;
}

/**
 * A paged list as the spec pages it: pages start at 1 and go up by 1, and an empty page means there is no
 * more (spec 000 §4), unless `hasMore` reads it off a page that says so (the reader search's `has_more`). One
 * factory serves every infinite list of the app. A list opened at a later page (`from`, `useListStart`) starts
 * there, under a key of its own, so that it never mixes with the list from its start.
 */
export function pagedListOptions<T, P = T[]>(
  queryKey: QueryKey,
  fetchPage: (page: number, signal: AbortSignal) => Promise<P>,
  from = 1,
  hasMore = (page: P) => (page as T[]).length > 0,
) {
  return infiniteQueryOptions({
    queryKey: from === 1 ? queryKey : [...queryKey, { from }],
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    initialPageParam: from,
    getNextPageParam: (lastPage: P, _all: P[], lastPageParam: number) => (hasMore(lastPage) ? lastPageParam + 1 : undefined),
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
