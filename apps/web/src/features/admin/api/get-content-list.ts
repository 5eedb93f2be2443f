import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ContentListItem, ContentStatus, Paged } from '@wiy/shared/admin.schema';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminKeys } from './admin-keys.ts';

export interface ContentListFilter {
  status?: ContentStatus | '';
  vendor?: string;
  category?: string;
  q?: string;
  page: number;
}

function contentListPath(filter: ContentListFilter): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) if (value !== undefined && value !== '') params.set(key, String(value));
  return `/api/admin/content?${params}`;
}

const contentListOptions = (filter: ContentListFilter) =>
  queryOptions({
    queryKey: [...adminKeys.content, 'list', filter],
    queryFn: ({ signal }) => apiRequest<Paged<ContentListItem>>(contentListPath(filter), { auth: true, signal }),
    placeholderData: keepPreviousData,
  });

export function useContentList(filter: ContentListFilter) {
  return useQuery(contentListOptions(filter));
}
