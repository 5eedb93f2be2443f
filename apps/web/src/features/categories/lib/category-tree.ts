import { CATEGORY_SEARCH_MIN_LENGTH } from '@wiy/shared/categories';
import type { Category, SubCategory } from '@wiy/shared/category.schema';

export interface CategoryNode {
  id: string;
  label: string;
  subs: { id: string; label: string }[];
}

/** Categories in their order, each with its sub-categories (matched on `u_category.id`). */
export function buildCategoryTree(categories: readonly Category[], subCategories: readonly SubCategory[]): CategoryNode[] {
  return categories.map((category) => ({
    id: category.uni_id,
    label: category.u_label,
    subs: subCategories.filter((sub) => sub.u_category.id === category.uni_id).map((sub) => ({ id: sub.uni_id, label: sub.u_label })),
  }));
}

/**
 * The search of spec 000 §5 with spec decision 2: below 3 characters of trimmed text everything shows; from 3,
 * matching is case-insensitive on labels. A category whose label matches shows its matching
 * sub-categories, or all of them when none matches; any other category shows only for a matching
 * sub-category, with just those.
 */
export function filterCategoryTree(tree: readonly CategoryNode[], text: string): { filtering: boolean; nodes: CategoryNode[] } {
  const needle = text.trim().toLowerCase();
  if (needle.length < CATEGORY_SEARCH_MIN_LENGTH) return { filtering: false, nodes: [...tree] };
  const nodes: CategoryNode[] = [];
  for (const node of tree) {
    const subs = node.subs.filter((sub) => sub.label.toLowerCase().includes(needle));
    if (node.label.toLowerCase().includes(needle)) nodes.push({ ...node, subs: subs.length > 0 ? subs : node.subs });
    else if (subs.length > 0) nodes.push({ ...node, subs });
  }
  return { filtering: true, nodes };
}
