import { describe, expect, it } from 'vitest';
import { buildRows, rowOfItem, rowsHolding } from './feed-rows.ts';

const items = (...ids: string[]) => ids.map((uni_id) => ({ uni_id }));

describe('buildRows', () => {
  it('puts each group under its heading, cut into rows as wide as the columns', () => {
    const rows = buildRows(
      [
        { label: 'Today', items: items('a', 'b', 'c') },
        { label: '1 March 2026', items: items('d') },
      ],
      2,
      true,
    );
    expect(rows).toEqual([
      { kind: 'heading', key: 'heading:a', label: 'Today' },
      { kind: 'cards', key: 'cards:a', start: 0, items: items('a', 'b'), heading: 'Today' },
      { kind: 'cards', key: 'cards:c', start: 2, items: items('c') },
      { kind: 'heading', key: 'heading:d', label: '1 March 2026' },
      { kind: 'cards', key: 'cards:d', start: 3, items: items('d'), heading: '1 March 2026' },
    ]);
  });

  it('leaves the headings out of a list without them', () => {
    expect(buildRows([{ label: 'Recipes', items: items('a', 'b', 'c') }], 3, false)).toEqual([
      { kind: 'cards', key: 'cards:a', start: 0, items: items('a', 'b', 'c') },
    ]);
  });

  it('keeps the keys of the rows already there when a page is appended', () => {
    const before = buildRows([{ label: 'Today', items: items('a', 'b', 'c') }], 2, true).map((row) => row.key);
    const after = buildRows([{ label: 'Today', items: items('a', 'b', 'c', 'd', 'e') }], 2, true).map((row) => row.key);
    expect(after.slice(0, before.length)).toEqual(before);
  });
});

describe('rowOfItem and rowsHolding', () => {
  const rows = buildRows(
    [
      { label: 'Today', items: items('a', 'b', 'c') },
      { label: 'Yesterday', items: items('d', 'e') },
    ],
    1,
    true,
  );

  it('finds the row of an item, and none for an item not loaded', () => {
    expect(rowOfItem(rows, 'd')).toBe(5);
    expect(rowOfItem(rows, 'zz')).toBe(-1);
  });

  it('counts the rows, headings included, that hold the first cards', () => {
    expect(rowsHolding(rows, 1)).toBe(2);
    expect(rowsHolding(rows, 4)).toBe(6);
    expect(rowsHolding(rows, 50)).toBe(rows.length);
  });
});
