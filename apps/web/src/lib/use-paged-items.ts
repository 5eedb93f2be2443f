import { useEffect, useMemo, useRef } from 'react';
import { joinPagesUnique } from './unique-by-id.ts';
import { reachedFraction, useScrollThreshold, type ScrollMetrics } from './use-scroll-threshold.ts';

/** What a list needs of an infinite query's result. */
export interface PagedList<T> {
  data?: { pages: T[][] } | undefined;
  isFetching: boolean;
  hasNextPage: boolean;
  fetchNextPage: () => unknown;
  /** The last fetch failed (a list returning to a place stops asking for more). */
  isError?: boolean;
}

/** Home's rule, shared by every list that loads like it: 75% of the content height, 50 ms debounce. */
export const HOME_RULE = { reached: reachedFraction(0.75), debounceMs: 50 };

/**
 * The items of an infinite list, its pages joined without repeats, loading the next page when the scroll
 * rule holds, only while not loading and with more to load (spec 000 §4). `paused` stops loading more,
 * for a list hidden behind search results.
 */
export function usePagedItems<T extends { uni_id: string }>(
  list: PagedList<T>,
  { reached, debounceMs, paused = false }: { reached: (m: ScrollMetrics) => boolean; debounceMs: number; paused?: boolean } = HOME_RULE,
): T[] {
  useScrollThreshold(() => void list.fetchNextPage(), {
    enabled: !paused && !list.isFetching && list.hasNextPage,
    reached,
    debounceMs,
  });
  return useMemo(() => joinPagesUnique(list.data?.pages ?? []), [list.data]);
}

/**
 * Fewer items shown than before (a mute took some out) may leave a list too short to scroll: the scroll rule is
 * asked again, as a scroll would ask it, so that the next page comes and the screen fills (decision 093).
 */
export function useRefillWhenShorter(count: number, hasNextPage: boolean): void {
  const shown = useRef(count);
  useEffect(() => {
    if (count < shown.current && hasNextPage) window.dispatchEvent(new Event('scroll'));
    shown.current = count;
  }, [count, hasNextPage]);
}
