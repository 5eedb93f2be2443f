import { useInfiniteQuery } from '@tanstack/react-query';
import type { ChannelFeedItem } from '@wiy/shared/channel.schema';
import { apiGet } from '../../../lib/api-client.ts';
import { pagedListOptions, useFirstPageRefresh, useListStart } from '../../../lib/infinite-list.ts';

/** The Sort dropdown's choices (spec 000 §2), each with its text's id. */
export const CHANNEL_SORT_OPTIONS = [
  { value: 'none', label: 'channels.sort.none' },
  { value: 'views', label: 'channels.sort.views' },
  { value: 'likes', label: 'channels.sort.likes' },
] as const;
export type ChannelSort = (typeof CHANNEL_SORT_OPTIONS)[number]['value'];

export interface ChannelFeedQuery {
  channelId: string;
  categoryId: string;
  sort: ChannelSort;
  /** Narrows by name; empty for none. */
  search: string;
}

/** A page of a channel's feed: the plain list with no sort, the sort call otherwise (spec 000 §7). */
async function getChannelFeedPage(query: ChannelFeedQuery, page: number, signal?: AbortSignal): Promise<ChannelFeedItem[]> {
  const path = { channelId: query.channelId, categoryId: query.categoryId, page };
  const search = { search: query.search || undefined };
  const answer =
    query.sort === 'none'
      ? await apiGet('/api/get/channel/feed_list/{channelId}/{categoryId}/{page}', { params: { path, query: search }, signal })
      : await apiGet('/api/sort/record/{sort}/{channelId}/{categoryId}/{page}', { params: { path: { ...path, sort: query.sort }, query: search }, signal });
  return answer.record;
}

const channelFeedKey = (channelId: string) => ['channels', 'feed', channelId] as const;

const channelFeedOptions = (query: ChannelFeedQuery, from: number) =>
  pagedListOptions(
    [...channelFeedKey(query.channelId), query.categoryId, query.sort, query.search],
    (page, signal) => getChannelFeedPage(query, page, signal),
    from,
  );

export function useChannelFeed(query: ChannelFeedQuery) {
  return useInfiniteQuery(channelFeedOptions(query, useListStart()));
}

/** The channel's feed again from page 1, in its sort and search: the refresh control's call (decision 086). */
export function useRefreshChannelFeed(query: ChannelFeedQuery) {
  return useFirstPageRefresh(channelFeedOptions(query, useListStart()));
}
