import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DeletionRequestEntry } from '@wiy/shared/admin.schema';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminKeys } from './admin-keys.ts';

const deletionRequestsOptions = () =>
  queryOptions({
    queryKey: adminKeys.deletionRequests,
    queryFn: ({ signal }) => apiRequest<{ record: DeletionRequestEntry[] }>('/api/admin/deletion-requests', { auth: true, signal }),
  });

export function useDeletionRequests() {
  return useQuery(deletionRequestsOptions());
}
