import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Category, SubCategory } from '@wiy/shared/category.schema';
import { apiGet } from '../../../lib/api-client.ts';

async function getCategories(signal?: AbortSignal): Promise<Category[]> {
  return (await apiGet('/api/get_category', { signal })).record;
}

async function getSubCategories(signal?: AbortSignal): Promise<SubCategory[]> {
  return (await apiGet('/api/get_sub_category', { signal })).record;
}

/** Always stale: the navigation fetches both lists each time it opens (spec 000 §2). */
const categoriesOptions = () => queryOptions({ queryKey: ['categories', 'list'], queryFn: ({ signal }) => getCategories(signal), staleTime: 0 });
const subCategoriesOptions = () => queryOptions({ queryKey: ['categories', 'sub'], queryFn: ({ signal }) => getSubCategories(signal), staleTime: 0 });

export function useCategories() {
  return useQuery(categoriesOptions());
}

export function useSubCategories() {
  return useQuery(subCategoriesOptions());
}
