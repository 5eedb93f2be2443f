import { useMemo } from 'react';
import { useCategories, useSubCategories } from '../api/get-categories.ts';
import { buildCategoryTree } from '../lib/category-tree.ts';

/** The categories with their sub-categories; empty until both lists have come (failures only log). */
export function useCategoryTree() {
  const categories = useCategories();
  const subCategories = useSubCategories();
  const tree = useMemo(() => buildCategoryTree(categories.data ?? [], subCategories.data ?? []), [categories.data, subCategories.data]);
  return { tree, isPending: categories.isPending || subCategories.isPending };
}
