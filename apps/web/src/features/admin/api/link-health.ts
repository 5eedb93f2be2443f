import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../../lib/api-client.ts';
import { adminKeys } from './admin-keys.ts';

const linkHealthOptions = (page: number) =>
  queryOptions({
    queryKey: [...adminKeys.linkHealth, page],
    queryFn: ({ signal }) => apiGet('/api/admin/link-health', { params: { query: { page } }, auth: true, signal }),
    placeholderData: keepPreviousData,
  });

/** A page of the items whose link was last found removed, private or unreachable, the worst first (decision 101). */
export function useLinkHealth(page: number) {
  return useQuery(linkHealthOptions(page));
}

/** Checks an item's link now; every console list and the item's editor then read it again. */
export function useCheckLink() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiPost('/api/admin/link-health/{id}/check', { params: { path: { id } }, auth: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
