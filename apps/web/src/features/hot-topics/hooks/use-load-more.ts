import { reachedFraction, useScrollThreshold } from '../../../lib/use-scroll-threshold.ts';

const nearEnd = reachedFraction(0.75);

/**
 * The Hot Topic lists load more as the home feed does (spec 000 §4): at 75% of the page height, 50 ms
 * debounce, only while not loading and with more to load.
 */
export function useLoadMore(list: { isFetching: boolean; hasNextPage: boolean; fetchNextPage: () => unknown }) {
  useScrollThreshold(() => void list.fetchNextPage(), {
    enabled: !list.isFetching && list.hasNextPage,
    reached: nearEnd,
    debounceMs: 50,
  });
}
