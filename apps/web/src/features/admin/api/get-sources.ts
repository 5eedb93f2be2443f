import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { adminKeys } from './admin-keys.ts';

const sourcesOptions = () =>
  queryOptions({
    queryKey: [...adminKeys.sources, 'list'],
    queryFn: ({ signal }) => apiGet('/api/admin/sources', { auth: true, signal }),
  });

/** Every source, in name order, with how its polling goes. */
export function useSources() {
  return useQuery(sourcesOptions());
}

const sourceOptions = (id: string) =>
  queryOptions({
    queryKey: [...adminKeys.sources, 'item', id],
    queryFn: ({ signal }) => apiGet('/api/admin/sources/{id}', { params: { path: { id } }, auth: true, signal }),
  });

export function useSource(id: string) {
  return useQuery(sourceOptions(id));
}
