import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { adminKeys } from './admin-keys.ts';

const contentItemOptions = (id: string) =>
  queryOptions({
    queryKey: [...adminKeys.content, 'item', id],
    queryFn: ({ signal }) => apiGet('/api/admin/content/{id}', { params: { path: { id } }, auth: true, signal }),
  });

export function useContentItem(id: string) {
  return useQuery(contentItemOptions(id));
}
