import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DeletionRequestEntry } from '@wiy/shared/admin.schema';
import { apiGet } from '../../../lib/api-client.ts';
import { adminKeys } from './admin-keys.ts';
import { freeFormAnswer } from './free-form-answer.ts';

const deletionRequestsOptions = () =>
  queryOptions({
    queryKey: adminKeys.deletionRequests,
    queryFn: ({ signal }) => freeFormAnswer<{ record: DeletionRequestEntry[] }>(apiGet('/api/admin/deletion-requests', { auth: true, signal })),
  });

export function useDeletionRequests() {
  return useQuery(deletionRequestsOptions());
}
