import { useInfiniteQuery } from '@tanstack/react-query';
import type { Channel } from '@wiy/shared/channel.schema';
import { apiGet } from '../../../lib/api-client.ts';
import { pagedListOptions } from '../../../lib/infinite-list.ts';

/**
 * A page of channels: every channel, or those of a list category or filter record (the server tells
 * them apart by id, decision 042).
 */
async function getChannelsPage(page: number, narrowBy: string | undefined, signal?: AbortSignal): Promise<Channel[]> {
  const path = narrowBy ? `/api/get/channel/filter/${encodeURIComponent(narrowBy)}/${page}` : `/api/get/list/channel/${page}`;
  return (await apiGet<{ record: Channel[] }>(path, signal)).record;
}

const channelsOptions = (narrowBy: string | undefined) =>
  pagedListOptions(['channels', 'list', narrowBy ?? null], (page, signal) => getChannelsPage(page, narrowBy, signal));

export function useChannels(narrowBy: string | undefined) {
  return useInfiniteQuery(channelsOptions(narrowBy));
}
