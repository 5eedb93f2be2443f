import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContentListItem } from '@wiy/shared/admin.schema';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminKeys } from './admin-keys.ts';

const contentItemOptions = (id: string) =>
  queryOptions({
    queryKey: [...adminKeys.content, 'item', id],
    queryFn: ({ signal }) => apiRequest<ContentListItem>(`/api/admin/content/${encodeURIComponent(id)}`, { auth: true, signal }),
  });

export function useContentItem(id: string) {
  return useQuery(contentItemOptions(id));
}
