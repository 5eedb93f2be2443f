/** A group of consecutive items under one heading (a day, for the content feeds). */
export interface ItemGroup<T> {
  label: string;
  items: T[];
}

/**
 * One row of a virtual list: a group's heading, or up to `columns` cards side by side. `start` is the
 * first card's position in the whole list, so that each card keeps its place (aria-posinset, priority);
 * `heading` is set on a group's first row of cards, whose first card carries the heading for assistive
 * technology (a feed may own only articles, so the heading row itself is for the eye).
 */
export type FeedRow<T> = { kind: 'heading'; key: string; label: string } | { kind: 'cards'; key: string; start: number; items: T[]; heading?: string };

/**
 * The rows of a list laid out `columns` cards wide, each group's heading a row of its own before its cards.
 * Rows are keyed by their first item, so rows already shown keep their key when pages are appended.
 */
export function buildRows<T extends { uni_id: string }>(groups: readonly ItemGroup<T>[], columns: number, withHeadings: boolean): FeedRow<T>[] {
  const rows: FeedRow<T>[] = [];
  let position = 0;
  for (const group of groups) {
    const first = group.items[0];
    if (!first) continue;
    if (withHeadings) rows.push({ kind: 'heading', key: `heading:${first.uni_id}`, label: group.label });
    for (let i = 0; i < group.items.length; i += columns) {
      const items = group.items.slice(i, i + columns);
      const row: FeedRow<T> = { kind: 'cards', key: `cards:${items[0]!.uni_id}`, start: position + i, items };
      if (withHeadings && i === 0) row.heading = group.label;
      rows.push(row);
    }
    position += group.items.length;
  }
  return rows;
}

/** The index of the row holding the item `id`, or -1. */
export function rowOfItem<T extends { uni_id: string }>(rows: readonly FeedRow<T>[], id: string): number {
  return rows.findIndex((row) => row.kind === 'cards' && row.items.some((item) => item.uni_id === id));
}

/** How many rows, from the first, hold the first `cards` cards (and the headings before them). */
export function rowsHolding<T>(rows: readonly FeedRow<T>[], cards: number): number {
  const index = rows.findIndex((row) => row.kind === 'cards' && row.start + row.items.length >= cards);
  return index < 0 ? rows.length : index + 1;
}
