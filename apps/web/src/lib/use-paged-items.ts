import { useEffect, useMemo, useRef, useState } from 'react';
import { joinPagesUnique } from './unique-by-id.ts';
import { reachedFraction, useScrollThreshold, type ScrollMetrics } from './use-scroll-threshold.ts';

/** What a list needs of an infinite query's result. */
export interface PagedList<T> {
  /** The pages loaded, and the number of each (a list opened at `?page=N` starts at N). */
  data?: { pages: T[][]; pageParams?: unknown[] } | undefined;
  isFetching: boolean;
  hasNextPage: boolean;
  fetchNextPage: () => unknown;
  /** The last fetch failed (a list returning to a place stops asking for more). */
  isError?: boolean;
  /** When the last failure was; with `isError`, it tells one failure from the next. */
  errorUpdatedAt?: number;
}

/** Keys that scroll the window down: pressed at the end of a list, they ask for more as a scroll there would. */
const SCROLL_DOWN_KEYS = new Set(['ArrowDown', 'PageDown', 'End', ' ']);

/**
 * Whether the reader has scrolled (a wheel, a touch, a key) since the failure at `failedAt`; true with no
 * failure. After a page failed to load, the window still meets the scroll rule, and what moves it then (the
 * loader going, rows measured) is layout, not the reader: asking on those would ask again and again for as
 * long as the page stays open (spec 000 §8: failures are logged, not retried; decision 205).
 */
function useScrolledSince(failedAt: number | undefined): boolean {
  const [scrolledAfter, setScrolledAfter] = useState<number | undefined>(undefined);
  useEffect(() => {
    if (failedAt === undefined) return;
    const scrolled = (event: Event) => {
      if (!(event instanceof KeyboardEvent) || SCROLL_DOWN_KEYS.has(event.key)) setScrolledAfter(failedAt);
    };
    const events = ['wheel', 'touchmove', 'keydown'] as const;
    for (const type of events) window.addEventListener(type, scrolled, { passive: true });
    return () => {
      for (const type of events) window.removeEventListener(type, scrolled);
    };
  }, [failedAt]);
  return failedAt === undefined || scrolledAfter === failedAt;
}

/** Home's rule, shared by every list that loads like it: 75% of the content height, 50 ms debounce. */
export const HOME_RULE = { reached: reachedFraction(0.75), debounceMs: 50 };

/**
 * The items of an infinite list, its pages joined without repeats, loading the next page when the scroll
 * rule holds, only while not loading and with more to load (spec 000 §4), and after a failure only once the
 * reader scrolls again (the API client spaces the asks and honours the server's `Retry-After`). `paused` stops
 * loading more, for a list hidden behind search results.
 */
export function usePagedItems<T extends { uni_id: string }>(
  list: PagedList<T>,
  { reached, debounceMs, paused = false }: { reached: (m: ScrollMetrics) => boolean; debounceMs: number; paused?: boolean } = HOME_RULE,
): T[] {
  const scrolled = useScrolledSince(list.isError ? (list.errorUpdatedAt ?? 0) : undefined);
  useScrollThreshold(() => void list.fetchNextPage(), {
    enabled: !paused && !list.isFetching && list.hasNextPage && scrolled,
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
