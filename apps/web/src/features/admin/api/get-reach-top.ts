import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { adminKeys } from './admin-keys.ts';

const reachTopOptions = () =>
  queryOptions({
    queryKey: [...adminKeys.reach, 'top'],
    queryFn: ({ signal }) => apiGet('/api/admin/reach-top', { auth: true, signal }),
    // Readers add to the figures all day: every view asks again, showing the last answer meanwhile.
    staleTime: 0,
  });

/** The items most reached over the last `REACH_TOP_DAYS` days (decision 098). */
export function useReachTop() {
  return useQuery(reachTopOptions());
}
