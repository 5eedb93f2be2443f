import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { scrollWindowTo } from '../test/window-scroll.ts';
import { usePagedItems, type PagedList } from './use-paged-items.ts';

const AT_THE_END = { scrollTop: 1200, viewportHeight: 800, contentHeight: 2000 };

/** A list of one page whose next page is asked for by `fetchNextPage`, in the state the test gives it. */
function renderList() {
  const fetchNextPage = vi.fn();
  const list = (state: Partial<PagedList<{ uni_id: string }>>): PagedList<{ uni_id: string }> => ({
    data: { pages: [[{ uni_id: 'a' }]] },
    isFetching: false,
    hasNextPage: true,
    fetchNextPage,
    ...state,
  });
  const { rerender } = renderHook(({ state }) => usePagedItems(list(state)), { initialProps: { state: {} as Partial<PagedList<{ uni_id: string }>> } });
  return { fetchNextPage, show: (state: Partial<PagedList<{ uni_id: string }>>) => rerender({ state }) };
}

describe('usePagedItems after a page failed to load', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    scrollWindowTo(AT_THE_END);
  });
  afterEach(() => vi.useRealTimers());

  it('asks nothing on layout and re-renders, and once when the reader scrolls again', () => {
    const { fetchNextPage, show } = renderList();
    act(() => vi.advanceTimersByTime(50));
    expect(fetchNextPage).toHaveBeenCalledTimes(1);

    show({ isFetching: true });
    show({ isError: true, errorUpdatedAt: 1_000 });
    act(() => {
      scrollWindowTo({ ...AT_THE_END, contentHeight: 1950 });
      vi.advanceTimersByTime(10_000);
    });
    show({ isError: true, errorUpdatedAt: 1_000 });
    act(() => vi.advanceTimersByTime(10_000));
    expect(fetchNextPage).toHaveBeenCalledTimes(1);

    act(() => void window.dispatchEvent(new WheelEvent('wheel', { deltaY: 100 })));
    act(() => vi.advanceTimersByTime(50));
    expect(fetchNextPage).toHaveBeenCalledTimes(2);

    // That ask failed too: the reader's earlier wheel does not count for it.
    show({ isFetching: true, isError: true, errorUpdatedAt: 1_000 });
    show({ isError: true, errorUpdatedAt: 7_000 });
    act(() => vi.advanceTimersByTime(10_000));
    expect(fetchNextPage).toHaveBeenCalledTimes(2);

    act(() => void window.dispatchEvent(new KeyboardEvent('keydown', { key: 'End' })));
    act(() => vi.advanceTimersByTime(50));
    expect(fetchNextPage).toHaveBeenCalledTimes(3);
  });

  it('takes a key that does not scroll down for no scroll', () => {
    const { fetchNextPage, show } = renderList();
    act(() => vi.advanceTimersByTime(50));
    show({ isError: true, errorUpdatedAt: 1_000 });
    act(() => void window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' })));
    act(() => vi.advanceTimersByTime(1_000));
    expect(fetchNextPage).toHaveBeenCalledTimes(1);
  });
});
