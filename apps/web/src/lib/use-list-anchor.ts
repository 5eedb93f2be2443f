import { useEffect, useRef, type RefObject } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { firstVisible, readAnchor, removeAnchor, writeAnchor, type ListAnchor } from './list-anchor.ts';
import type { PagedList } from './use-paged-items.ts';

/** A burst of scroll events writes the anchor once, this long after the last. */
const SAVE_DEBOUNCE_MS = 100;

/**
 * The router calls the page's first location a POP however it was reached. Only a reload or the browser's
 * Back and Forward return to a place there; an address typed, a bookmark or a link opens the list at its top.
 */
let firstLocation = true;
function returnedToPage(): boolean {
  const entry = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  return entry?.type === 'reload' || entry?.type === 'back_forward';
}

/** Items carry their id in this attribute; the anchor is read from the ones rendered. */
export const ANCHOR_ATTRIBUTE = 'data-anchor-id';

/**
 * Keeps a list's place in sessionStorage, keyed by its URL, and returns to it (decision 072).
 *
 * Saving: after scrolling stops, when a card is clicked (the place as it was when the reader left) and
 * when the page is hidden (a reload), the first visible item of `root` and its offset are written.
 * Restoring: only when the history entry is traversed to (Back, Forward) or reloaded; a link, a tab or
 * an address typed opens the list at its top and forgets the old place. The stored pages are fetched again one
 * by one until the item is there (a reload starts from page 1), then `scrollToItem` puts it where it was.
 * Nothing here runs during render: storage and the window are read in effects, after hydration.
 */
export function useListAnchor({
  root,
  list,
  ready,
  scrollToItem,
}: {
  root: RefObject<HTMLElement | null>;
  list: PagedList<unknown>;
  /** The layout is final (columns measured), so an item's row is where it will stay. */
  ready: boolean;
  /** Scrolls so that the item's top is `offset` below the viewport's top; false when it is not loaded. */
  scrollToItem: (id: string, offset: number) => boolean;
}): void {
  const { pathname, search } = useLocation();
  const url = `${pathname}${search}`;
  const navigationType = useNavigationType();
  const pages = list.data?.pages.length ?? 0;
  /** The place still to return to for `url`; null once returned to, given up or not wanted. */
  const pending = useRef<{ url: string; anchor: ListAnchor | null } | undefined>(undefined);
  const latest = useRef({ pages });
  latest.current = { pages };

  useEffect(() => {
    if (navigationType === 'POP' && (!firstLocation || returnedToPage())) {
      pending.current = { url, anchor: readAnchor(url) ?? null };
    } else {
      pending.current = { url, anchor: null };
      removeAnchor(url);
    }
    firstLocation = false;
  }, [url, navigationType]);

  useEffect(() => {
    const target = pending.current;
    if (!ready || !target?.anchor || target.url !== url) return;
    if (scrollToItem(target.anchor.id, target.anchor.offset)) {
      target.anchor = null;
    } else if (list.hasNextPage && pages < target.anchor.pages && !list.isError) {
      if (!list.isFetching) void list.fetchNextPage();
    } else if (!list.isFetching) {
      // The item is gone from the list (curated away, or past the pages it was found in), or a page would not
      // load (offline, say; asking again on every render would never end): stay at the top.
      target.anchor = null;
    }
  });

  useEffect(() => {
    // The browser's own restoration would scroll this entry to a height the list may not have yet, and
    // fight the anchor; the previous mode comes back when the list goes.
    const previous = history.scrollRestoration;
    history.scrollRestoration = 'manual';
    let timer: ReturnType<typeof setTimeout> | undefined;
    const save = () => {
      clearTimeout(timer);
      const element = root.current;
      // Not while a place is still being returned to: the top of a list that is still loading is not a place.
      if (!element || pending.current?.anchor) return;
      const rendered = [...element.querySelectorAll<HTMLElement>(`[${ANCHOR_ATTRIBUTE}]`)].map((item) => {
        const box = item.getBoundingClientRect();
        return { id: item.getAttribute(ANCHOR_ATTRIBUTE)!, top: box.top, bottom: box.bottom };
      });
      const place = firstVisible(rendered);
      if (place) writeAnchor(url, { ...place, pages: Math.max(1, latest.current.pages) });
    };
    const saveLater = () => {
      clearTimeout(timer);
      timer = setTimeout(save, SAVE_DEBOUNCE_MS);
    };
    // Capture: the place is read before the click's navigation takes the list away. On the document,
    // because the list's element comes and goes with its items.
    const saveOnClick = (event: MouseEvent) => {
      if (event.target instanceof Node && root.current?.contains(event.target)) save();
    };
    window.addEventListener('scroll', saveLater, { passive: true });
    window.addEventListener('pagehide', save);
    document.addEventListener('click', saveOnClick, true);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('scroll', saveLater);
      window.removeEventListener('pagehide', save);
      document.removeEventListener('click', saveOnClick, true);
      history.scrollRestoration = previous;
    };
  }, [url, root]);
}
