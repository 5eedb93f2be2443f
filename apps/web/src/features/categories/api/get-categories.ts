import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Category, SubCategory } from '@wiy/shared/category.schema';
import { apiGet } from '../../../lib/api-client.ts';

async function getCategories(signal?: AbortSignal): Promise<Category[]> {
  return (await apiGet('/api/get_category', { signal })).record;
}

async function getSubCategories(signal?: AbortSignal): Promise<SubCategory[]> {
  return (await apiGet('/api/get_sub_category', { signal })).record;
}

const categoriesOptions = () => queryOptions({ queryKey: ['categories', 'list'], queryFn: ({ signal }) => getCategories(signal) });
const subCategoriesOptions = () => queryOptions({ queryKey: ['categories', 'sub'], queryFn: ({ signal }) => getSubCategories(signal) });

/**
 * `refetchOnMount: 'always'` for the navigation, which fetches both lists each time it opens (spec 000 §2);
 * a screen that only names a category reads them as they are, so hydrating it does not fetch them again.
 */
export interface CategoryListsUse {
  refetchOnMount?: 'always';
}

export function useCategories(use: CategoryListsUse = {}) {
  return useQuery({ ...categoriesOptions(), ...use });
}

export function useSubCategories(use: CategoryListsUse = {}) {
  return useQuery({ ...subCategoriesOptions(), ...use });
}
