import { useMemo } from 'react';
import { useCategories, useSubCategories, type CategoryListsUse } from '../api/get-categories.ts';
import { buildCategoryTree } from '../lib/category-tree.ts';

/** The categories with their sub-categories; empty until both lists have come (failures only log). */
export function useCategoryTree(use: CategoryListsUse = {}) {
  const categories = useCategories(use);
  const subCategories = useSubCategories(use);
  const tree = useMemo(() => buildCategoryTree(categories.data ?? [], subCategories.data ?? []), [categories.data, subCategories.data]);
  return { tree, isPending: categories.isPending || subCategories.isPending };
}
