import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { adminKeys } from './admin-keys.ts';

const reachOptions = (id: string) =>
  queryOptions({
    queryKey: [...adminKeys.reach, 'item', id],
    queryFn: ({ signal }) => apiGet('/api/admin/reach/{uniId}', { params: { path: { uniId: id } }, auth: true, signal }),
    // Readers add to the figures all day: every view asks again, showing the last answer meanwhile.
    staleTime: 0,
  });

/** One item's opens and clicks of the last `REACH_SERIES_DAYS` days (decision 098). */
export function useReach(id: string) {
  return useQuery(reachOptions(id));
}
