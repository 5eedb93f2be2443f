import { describe, expect, it } from 'vitest';
import { buildCategoryTree, filterCategoryTree } from './category-tree.ts';

const tree = buildCategoryTree(
  [
    { uni_id: 'all', u_name: 'all', u_label: 'All', u_list_category_order: 0 },
    { uni_id: 'sports', u_name: 'sports', u_label: 'Sports', u_list_category_order: 1 },
    { uni_id: 'tech', u_name: 'tech', u_label: 'Technology', u_list_category_order: 2 },
  ],
  [
    { uni_id: 'sports-cricket', u_label: 'Cricket', u_category: { id: 'sports' } },
    { uni_id: 'sports-football', u_label: 'Football', u_category: { id: 'sports' } },
    { uni_id: 'tech-space', u_label: 'Space Tech', u_category: { id: 'tech' } },
    { uni_id: 'tech-software', u_label: 'Software', u_category: { id: 'tech' } },
  ],
);
const shown = (text: string) => filterCategoryTree(tree, text).nodes.map((n) => [n.id, n.subs.map((s) => s.id)]);

describe('buildCategoryTree', () => {
  it('puts each sub-category under its category, keeping both orders', () => {
    expect(tree.map((n) => [n.id, n.subs.map((s) => s.id)])).toEqual([
      ['all', []],
      ['sports', ['sports-cricket', 'sports-football']],
      ['tech', ['tech-space', 'tech-software']],
    ]);
  });
});

describe('filterCategoryTree', () => {
  it('shows everything below 3 characters, spaces not counted', () => {
    expect(filterCategoryTree(tree, 'cr').filtering).toBe(false);
    expect(filterCategoryTree(tree, '  sp  ').filtering).toBe(false);
    expect(shown('cr')).toHaveLength(3);
  });

  it('filters from 3 characters, case-insensitively', () => {
    expect(filterCategoryTree(tree, 'CRI').filtering).toBe(true);
    expect(shown('CRI')).toEqual([['sports', ['sports-cricket']]]);
  });

  it('shows all sub-categories of a category when only its label matches', () => {
    expect(shown('spor')).toEqual([['sports', ['sports-cricket', 'sports-football']]]);
  });

  it('shows only the matching sub-categories of a matching category', () => {
    expect(shown('tech')).toEqual([['tech', ['tech-space']]]);
  });

  it('shows a category whose label does not match only for its matching sub-categories', () => {
    expect(shown('space')).toEqual([['tech', ['tech-space']]]);
  });

  it('shows nothing when nothing matches', () => {
    expect(shown('zzz')).toEqual([]);
  });
});
