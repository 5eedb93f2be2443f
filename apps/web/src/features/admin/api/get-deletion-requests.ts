import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { adminKeys } from './admin-keys.ts';

const deletionRequestsOptions = () =>
  queryOptions({
    queryKey: adminKeys.deletionRequests,
    queryFn: ({ signal }) => apiGet('/api/admin/deletion-requests', { auth: true, signal }),
  });

export function useDeletionRequests() {
  return useQuery(deletionRequestsOptions());
}
