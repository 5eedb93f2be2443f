import { startTransition, useCallback, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { WindowVirtualizer, type WindowVirtualizerHandle } from 'virtua';
import { buildRows, rowOfItem, rowsHolding, type ItemGroup } from '../lib/feed-rows.ts';
import { ANCHOR_ATTRIBUTE, useListAnchor } from '../lib/use-list-anchor.ts';
import { useRefillWhenShorter, type PagedList } from '../lib/use-paged-items.ts';
import { PRIORITY_CARDS } from './card-image.tsx';
import { LoadingIndicator } from './loading-indicator.tsx';
import { NewPostsPill } from './new-posts-pill.tsx';
import { NextPageLink } from './next-page-link.tsx';
import { RefreshControl, useRefresh } from './refresh-control.tsx';

/** What a card holds that takes focus: its link, and the control over it. */
const CARD_CONTROLS = 'a[href], button';

/** The number of tracks the browser laid a grid out with (its `auto-fill` columns), at least 1. */
function gridColumns(grid: Element | null | undefined): number {
  if (!grid) return 1;
  const tracks = getComputedStyle(grid)
    .gridTemplateColumns.split(' ')
    .filter((track) => track.endsWith('px'));
  return Math.max(1, tracks.length);
}

export interface PagedFeedProps<T extends { uni_id: string }> {
  /** The infinite query: its next page for 'Load more', its loading state for aria-busy. */
  list: PagedList<T>;
  /** Its items, pages joined (`usePagedItems`, which also loads on scroll). */
  items: T[];
  /** The feed's accessible name. */
  label: string;
  /** One card; `priority` is true for the first screen's cards. */
  renderCard: (item: T, priority: boolean) => ReactNode;
  /** Groups under headings (days, for the content feeds); without it the cards run on under none. */
  groupItems?: (items: T[]) => ItemGroup<T>[];
  emptyText: string;
  /**
   * The list again from page 1 (`useFirstPageRefresh`): given, the feed has a refresh control at its top, a
   * button and a pull on touch screens (decision 086).
   */
  onRefresh?: (() => Promise<unknown>) | undefined;
  /**
   * How many posts came in above the first card, for a refreshable feed that asks (decision 091): the 'new
   * posts' pill, whose tap is the refresh control's refresh and then takes the reader to the first card.
   */
  newPosts?: number | undefined;
}

/**
 * Every feed of cards (decision 072 lists them): a window virtualiser (virtua) keeps only the rows near the
 * viewport in the page, while its spacer keeps the document as tall as the whole list, so the spec's load
 * triggers (75% of the height at home, 50 px from the bottom on the category page; spec 000 §4) still
 * measure the whole list. Rows are a group's heading or a row of cards as wide as the grid's columns.
 *
 * The first render reads neither the window nor storage and is the same on the server and in the browser:
 * one card a row (mobile first) and the rows of the first page loaded (`ssrCount`). The grid's real columns are
 * read before the first paint, and the place in the list is restored in effects (`useListAnchor`).
 *
 * Cards stay links in document order inside `role="feed"` articles, and Tab walks them all in that order
 * past the rendered rows (`handleKeyDown`). 'Load more', a link to the next page, serves those who do not scroll.
 */
export function PagedFeed<T extends { uni_id: string }>({ list, items, label, renderCard, groupItems, emptyText, onRefresh, newPosts }: PagedFeedProps<T>) {
  const root = useRef<HTMLDivElement>(null);
  const latestItems = useRef(items);
  latestItems.current = items;
  const refresh = useRefresh(onRefresh);
  const virtualizer = useRef<WindowVirtualizerHandle>(null);
  const [columns, setColumns] = useState<number | undefined>(undefined);
  const rows = useMemo(
    () => buildRows(groupItems ? groupItems(items) : [{ label, items }], columns ?? 1, groupItems !== undefined),
    [items, groupItems, label, columns],
  );
  const hasItems = items.length > 0;
  // The server renders the whole first page it was asked for, not the first screen only: without JavaScript, that
  // page's cards are all the reader has; only its first cards' images load at once.
  const firstPageLength = list.data?.pages[0]?.length ?? 0;

  useLayoutEffect(() => {
    const element = root.current;
    if (!element) return;
    const columnsNow = () => gridColumns(element.querySelector('[data-feed-grid]'));
    // Several columns are set before the first paint. One column is what the first render assumed, so nothing
    // on screen changes: it waits its turn rather than re-render the feed in the commit that mounted it
    // (hydration's, on a phone).
    const first = columnsNow();
    if (first === 1) startTransition(() => setColumns(1));
    else setColumns(first);
    // The list's height changes with every row measured while scrolling; only its width can change the columns.
    let width = element.clientWidth;
    const observer = new ResizeObserver(([entry]) => {
      if (!entry || entry.contentRect.width === width) return;
      width = entry.contentRect.width;
      setColumns(columnsNow());
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasItems]);

  const scrollToItem = useCallback(
    (id: string, offset: number) => {
      const row = rowOfItem(rows, id);
      if (row < 0 || !virtualizer.current) return false;
      virtualizer.current.scrollToIndex(row, { offset: -offset });
      return true;
    },
    [rows],
  );
  useListAnchor({ root, list, ready: columns !== undefined, scrollToItem });

  // The window is scrolled by hand, not with virtua's scrollToIndex: that one keeps pulling the window back
  // to its target while rows are measured, away from the cards focused after it, whose rows then unmount.
  const scrollRowIntoView = (row: number) => {
    const handle = virtualizer.current;
    const element = root.current;
    if (!handle || !element || row < 0) return;
    const top = element.getBoundingClientRect().top + window.scrollY + handle.getItemOffset(row);
    const bottom = top + handle.getItemSize(row);
    if (top < window.scrollY) window.scrollTo(0, top);
    else if (bottom > window.scrollY + window.innerHeight) window.scrollTo(0, bottom - window.innerHeight);
  };

  // Tab and Shift+Tab out of a card go to the next or previous card, in the list's order as the browser
  // would, but without depending on that card's row being mounted and shown at the moment of the key: a
  // row shows a frame after it mounts, and the browser's Tab would jump past a hidden one to 'Load more'.
  // Within a card (its link, then its save control) the browser's own order holds.
  const handleKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey || !(event.target instanceof Element)) return;
    const cell = event.target.closest(`[${ANCHOR_ATTRIBUTE}]`);
    const controls = cell ? [...cell.querySelectorAll(CARD_CONTROLS)] : [];
    const at = controls.indexOf(event.target);
    if (at >= 0 && (event.shiftKey ? at > 0 : at < controls.length - 1)) return;
    const position = Number(cell?.getAttribute('aria-posinset'));
    const next = items[position - 1 + (event.shiftKey ? -1 : 1)];
    // Before the first card and after the last loaded one, focus leaves the feed as usual.
    if (!position || !next) return;
    event.preventDefault();
    const focusNext = (frames: number) => {
      const nextControls = root.current?.querySelectorAll<HTMLElement>(`[${ANCHOR_ATTRIBUTE}="${CSS.escape(next.uni_id)}"] :is(${CARD_CONTROLS})`);
      // Backwards, the previous card's last control, as the browser's Shift+Tab would reach.
      const target = nextControls?.[event.shiftKey ? nextControls.length - 1 : 0];
      // virtua hides a row until it is measured; `visibility` is inherited, and read the same in every browser.
      if (target && getComputedStyle(target).visibility !== 'hidden') return target.focus();
      if (frames === 0) scrollRowIntoView(rowOfItem(rows, next.uni_id));
      if (frames < 60) requestAnimationFrame(() => focusNext(frames + 1));
    };
    focusNext(0);
  };

  // One refresh at a time with the control's; the pill's button goes once the count is 0, so focus moves on to
  // the first card rather than falling to the page.
  const showNewPosts = async () => {
    await refresh.start();
    window.scrollTo({ top: 0 });
    // For a second: the new first card shows once its row is rendered and measured (virtua hides it until
    // then), and a row rendered again drops the focus of the card in it to the page. Focus follows the first
    // card while it is still where this put it (or lost), never away from where the reader moved it.
    let placed: HTMLElement | undefined;
    const focusFirstCard = (frames: number) => {
      const first = latestItems.current[0];
      const target = first && root.current?.querySelector<HTMLElement>(`[${ANCHOR_ATTRIBUTE}="${CSS.escape(first.uni_id)}"] a[href]`);
      const ours = placed === undefined || document.activeElement === placed || document.activeElement === document.body;
      if (target && target !== document.activeElement && ours && getComputedStyle(target).visibility !== 'hidden') {
        target.focus({ preventScroll: true });
        placed = target;
      }
      if (frames < 60) requestAnimationFrame(() => focusFirstCard(frames + 1));
    };
    focusFirstCard(0);
  };

  useRefillWhenShorter(items.length, list.hasNextPage);

  // The whole length only once there is no more; until then it is unknown (ARIA's -1).
  const setSize = list.hasNextPage ? -1 : items.length;
  return (
    <>
      {onRefresh && newPosts !== undefined && <NewPostsPill count={newPosts} onShow={() => void showNewPosts()} />}
      {onRefresh && <RefreshControl refresh={refresh} />}
      {hasItems && (
        // data-count: how many items are loaded, which the page no longer shows (read by the e2e specs and the
        // benchmark); only once the list is live (hydrated, its columns measured), so that a reader of it
        // knows the list now answers to scrolling. The keys are the ARIA feed pattern's own (Page Down and Up).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
        <div
          ref={root}
          role="feed"
          aria-label={label}
          aria-busy={list.isFetching || refresh.refreshing}
          data-count={columns === undefined ? undefined : items.length}
          onKeyDown={handleKeyDown}
        >
          <WindowVirtualizer ref={virtualizer} data={rows} ssrCount={rowsHolding(rows, firstPageLength)}>
            {(row) =>
              row.kind === 'heading' ? (
                // For the eye only: a feed may own nothing but articles, so the group's first card carries
                // the heading for assistive technology.
                <p key={row.key} className="feed-group-title" aria-hidden="true">
                  {row.label}
                </p>
              ) : (
                // The card grid's own CSS decides the columns (`auto-fill`); they are read back from it.
                <div key={row.key} className="card-grid feed-row" data-feed-grid="">
                  {row.items.map((item, i) => (
                    <article
                      key={item.uni_id}
                      className="feed-cell"
                      aria-posinset={row.start + i + 1}
                      aria-setsize={setSize}
                      {...{ [ANCHOR_ATTRIBUTE]: item.uni_id }}
                    >
                      {i === 0 && row.heading !== undefined && <h2 className="visually-hidden">{row.heading}</h2>}
                      {renderCard(item, row.start + i < PRIORITY_CARDS)}
                    </article>
                  ))}
                </div>
              )
            }
          </WindowVirtualizer>
        </div>
      )}
      {/* A refresh says so in its own words, at the top; this one is for pages loading at the end. */}
      {list.isFetching && !refresh.refreshing && <LoadingIndicator />}
      <NextPageLink list={list} />
      {!list.isFetching && !hasItems && !list.hasNextPage && <p className="empty">{emptyText}</p>}
    </>
  );
}
