import { useInfiniteQuery } from '@tanstack/react-query';
import type { Channel } from '@wiy/shared/channel.schema';
import { apiGet } from '../../../lib/api-client.ts';
import { pagedListOptions, useListStart } from '../../../lib/infinite-list.ts';

/**
 * A page of channels: every channel, or those of a list category or filter record (the server tells
 * them apart by id, decision 042).
 */
async function getChannelsPage(page: number, narrowBy: string | undefined, signal?: AbortSignal): Promise<Channel[]> {
  const answer = narrowBy
    ? await apiGet('/api/get/channel/filter/{categoryId}/{page}', { params: { path: { categoryId: narrowBy, page } }, signal })
    : await apiGet('/api/get/list/channel/{page}', { params: { path: { page } }, signal });
  return answer.record;
}

const channelsOptions = (narrowBy: string | undefined, from: number) =>
  pagedListOptions(['channels', 'list', narrowBy ?? null], (page, signal) => getChannelsPage(page, narrowBy, signal), from);

export function useChannels(narrowBy: string | undefined) {
  return useInfiniteQuery(channelsOptions(narrowBy, useListStart()));
}
