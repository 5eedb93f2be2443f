import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Category, SubCategory } from '@wiy/shared/category.schema';
import { apiGet } from '../../../lib/api-client.ts';

async function getCategories(signal?: AbortSignal): Promise<Category[]> {
  return (await apiGet('/api/get_category', { signal })).record;
}

async function getSubCategories(signal?: AbortSignal): Promise<SubCategory[]> {
  return (await apiGet('/api/get_sub_category', { signal })).record;
}

/**
 * Ten minutes, like the channels' categories: a screen that only names a category reads the lists as it has them,
 * so a hydrated page does not fetch them again. The navigation fetches both each time it opens
 * (spec 000 §2, `refetchOnMount: 'always'`), which keeps them fresh for the rest.
 */
const LISTS_STALE_MS = 10 * 60_000;
const categoriesOptions = () => queryOptions({ queryKey: ['categories', 'list'], queryFn: ({ signal }) => getCategories(signal), staleTime: LISTS_STALE_MS });
const subCategoriesOptions = () =>
  queryOptions({ queryKey: ['categories', 'sub'], queryFn: ({ signal }) => getSubCategories(signal), staleTime: LISTS_STALE_MS });

/** How a use reads the lists: the navigation's with `refetchOnMount: 'always'`. */
export interface CategoryListsUse {
  refetchOnMount?: 'always';
}

export function useCategories(use: CategoryListsUse = {}) {
  return useQuery({ ...categoriesOptions(), ...use });
}

export function useSubCategories(use: CategoryListsUse = {}) {
  return useQuery({ ...subCategoriesOptions(), ...use });
}
