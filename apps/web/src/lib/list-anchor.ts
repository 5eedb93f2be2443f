/**
 * Where a reader was in a long list, kept per list so that Back from a detail and a reload return to the
 * same card (decision 072, after Phanpy): the first visible item's id, its top's distance from the
 * viewport's top, and how many pages were loaded (a reload has to fetch that far again to find it).
 * Kept in sessionStorage: one tab's history, gone with the tab, like the history entries it serves.
 */
export interface ListAnchor {
  id: string;
  /** The item's top minus the viewport's top, in CSS pixels; negative when it is partly scrolled past. */
  offset: number;
  pages: number;
}

const PREFIX = 'list-anchor:';

/** The storage key of the list at `url` (path and query string: each filter of a list is its own list). */
export const anchorKey = (url: string) => `${PREFIX}${url}`;

function isAnchor(value: unknown): value is ListAnchor {
  if (typeof value !== 'object' || value === null) return false;
  const { id, offset, pages } = value as Record<string, unknown>;
  return typeof id === 'string' && id !== '' && Number.isFinite(offset) && Number.isInteger(pages) && (pages as number) > 0;
}

/** The anchor stored for `url`, or undefined when there is none, it is malformed or storage is unavailable. */
export function readAnchor(url: string): ListAnchor | undefined {
  try {
    const raw = sessionStorage.getItem(anchorKey(url));
    if (raw === null) return undefined;
    const parsed: unknown = JSON.parse(raw);
    return isAnchor(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/** Stores the anchor for `url`; a full or disabled storage only loses the place, never the screen. */
export function writeAnchor(url: string, anchor: ListAnchor): void {
  try {
    sessionStorage.setItem(anchorKey(url), JSON.stringify(anchor));
  } catch {
    // Quota exceeded or storage blocked: the list still works, it just starts at the top next time.
  }
}

/** Forgets the place in the list at `url`. */
export function removeAnchor(url: string): void {
  try {
    sessionStorage.removeItem(anchorKey(url));
  } catch {
    // Storage blocked: there is nothing stored to forget.
  }
}

/** A rendered item: its id and its box relative to the viewport. */
export interface RenderedItem {
  id: string;
  top: number;
  bottom: number;
}

/**
 * The first item, in list order, that still shows below the viewport's top; the items come in document
 * order, which is the list's order.
 */
export function firstVisible(items: Iterable<RenderedItem>): Pick<ListAnchor, 'id' | 'offset'> | undefined {
  for (const item of items) {
    if (item.bottom > 0) return { id: item.id, offset: Math.round(item.top) };
  }
  return undefined;
}
