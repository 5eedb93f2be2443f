import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChannelFeedItem } from '@wiy/shared/channel.schema';
import { apiGet } from '../../../lib/api-client.ts';

/** One channel feed item, or undefined for an unknown id (the server answers an empty record). */
async function getChannelFeedItem(uniId: string, signal?: AbortSignal): Promise<ChannelFeedItem | undefined> {
  return (await apiGet('/api/get/channel/feed_content/{uniId}', { params: { path: { uniId } }, signal })).record[0];
}

const channelFeedItemOptions = (uniId: string, handed: ChannelFeedItem | undefined) =>
  queryOptions({
    queryKey: ['channels', 'item', uniId],
    queryFn: ({ signal }) => getChannelFeedItem(uniId, signal),
    // The item handed over as navigation state shows at once; a reload or a shared link fetches it.
    initialData: handed?.uni_id === uniId ? handed : undefined,
    staleTime: 5 * 60_000,
    enabled: uniId !== '',
  });

export function useChannelFeedItem(uniId: string, handed: ChannelFeedItem | undefined) {
  return useQuery(channelFeedItemOptions(uniId, handed));
}
