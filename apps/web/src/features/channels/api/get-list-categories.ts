import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ListCategory } from '@wiy/shared/channel.schema';
import { apiGet } from '../../../lib/api-client.ts';

async function getListCategories(signal?: AbortSignal): Promise<ListCategory[]> {
  return (await apiGet('/api/get/list/category', { signal })).record;
}

const listCategoriesOptions = () =>
  queryOptions({ queryKey: ['channels', 'categories'], queryFn: ({ signal }) => getListCategories(signal), staleTime: 10 * 60_000 });

/** The category buttons above the channel grid. */
export function useListCategories() {
  return useQuery(listCategoriesOptions());
}
