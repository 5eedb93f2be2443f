import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FilterRecord } from '@wiy/shared/channel.schema';
import { apiGet } from '../../../lib/api-client.ts';

export interface FilterGroup {
  id: string;
  name: string;
  children: { id: string; name: string }[];
}

async function getChannelFilters(categoryId: string, signal?: AbortSignal): Promise<FilterRecord[]> {
  return (await apiGet('/api/get/channel/feed/filter/{categoryId}', { params: { path: { categoryId } }, signal })).record;
}

/** Filter records as the modal shows them: parents (`u_parent.id` '0') with their children (spec 000 §3). */
function toFilterGroups(records: FilterRecord[]): FilterGroup[] {
  const groups = records.filter((r) => r.u_parent.id === '0').map((r) => ({ id: r.uni_id, name: r.u_name, children: [] as FilterGroup['children'] }));
  const byId = new Map(groups.map((g) => [g.id, g]));
  for (const record of records) byId.get(record.u_parent.id)?.children.push({ id: record.uni_id, name: record.u_name });
  return groups;
}

const channelFiltersOptions = (categoryId: string | undefined) =>
  queryOptions({
    queryKey: ['channels', 'filters', categoryId ?? null],
    queryFn: ({ signal }) => getChannelFilters(categoryId!, signal),
    select: toFilterGroups,
    enabled: Boolean(categoryId),
    staleTime: 10 * 60_000,
  });

export function useChannelFilters(categoryId: string | undefined) {
  return useQuery(channelFiltersOptions(categoryId));
}
