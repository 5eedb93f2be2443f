import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ContentStatus } from '@wiy/shared/admin.schema';
import { SOCIAL_VENDORS } from '@wiy/shared/vendor';
import { apiGet } from '../../../lib/api-client.ts';
import { adminKeys } from './admin-keys.ts';

export interface ContentListFilter {
  status?: ContentStatus | '';
  vendor?: string;
  category?: string;
  q?: string;
  /** Only the items one source brought in. */
  source?: string;
  page: number;
}

/** The filter as the list's query: empty choices are left out, and the platform chosen is read back as its vendor. */
function contentListQuery(filter: ContentListFilter) {
  return {
    status: filter.status || undefined,
    vendor: SOCIAL_VENDORS.find((vendor) => vendor === filter.vendor),
    category: filter.category || undefined,
    q: filter.q || undefined,
    source: filter.source || undefined,
    page: filter.page,
  };
}

const contentListOptions = (filter: ContentListFilter) =>
  queryOptions({
    queryKey: [...adminKeys.content, 'list', filter],
    queryFn: ({ signal }) => apiGet('/api/admin/content', { params: { query: contentListQuery(filter) }, auth: true, signal }),
    placeholderData: keepPreviousData,
  });

export function useContentList(filter: ContentListFilter) {
  return useQuery(contentListOptions(filter));
}
