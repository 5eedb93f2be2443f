import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { adminKeys } from './admin-keys.ts';

/** Readers add to the figures all day: every view asks again, showing the last answer meanwhile. */
const FIGURES_STALE_MS = 0;

const reachOptions = (id: string) =>
  queryOptions({
    queryKey: [...adminKeys.reach, 'item', id],
    queryFn: ({ signal }) => apiGet('/api/admin/reach/{uniId}', { params: { path: { uniId: id } }, auth: true, signal }),
    staleTime: FIGURES_STALE_MS,
  });

const reachTopOptions = () =>
  queryOptions({
    queryKey: [...adminKeys.reach, 'top'],
    queryFn: ({ signal }) => apiGet('/api/admin/reach-top', { auth: true, signal }),
    staleTime: FIGURES_STALE_MS,
  });

/** One item's opens and clicks of the last `REACH_SERIES_DAYS` days (decision 098). */
export function useReach(id: string) {
  return useQuery(reachOptions(id));
}

/** The items most reached over the last `REACH_TOP_DAYS` days (decision 098). */
export function useReachTop() {
  return useQuery(reachTopOptions());
}
