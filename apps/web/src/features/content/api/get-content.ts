import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContentDetailItem } from '@wiy/shared/feed.schema';
import { apiPost } from '../../../lib/api-client.ts';

/**
 * One item by uni_id: a POST with an empty JSON body (spec 000 §7). Only the record whose uni_id
 * matches is kept; null when there is none. It carries `u_link_state` when its link is known broken (decision 101).
 */
async function getContent(uniId: string, signal?: AbortSignal): Promise<ContentDetailItem | null> {
  const { record } = await apiPost('/api/get/feed_content/{uniId}', { params: { path: { uniId } }, body: {}, signal });
  return record.find((item) => item.uni_id === uniId) ?? null;
}

const contentOptions = (uniId: string) => queryOptions({ queryKey: ['content', uniId], queryFn: ({ signal }) => getContent(uniId, signal) });

export function useContent(uniId: string) {
  return useQuery({ ...contentOptions(uniId), enabled: uniId !== '' });
}
