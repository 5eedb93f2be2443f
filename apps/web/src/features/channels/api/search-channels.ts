import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Channel } from '@wiy/shared/channel.schema';
import { SEARCH_TABLES } from '@wiy/shared/search-tables';
import { apiPost } from '../../../lib/api-client.ts';

/** Channel search triggers only above 2 characters (spec 000 §5). */
export const CHANNEL_SEARCH_MIN_LENGTH = 3;

async function searchChannels(text: string, signal?: AbortSignal): Promise<Channel[]> {
  const body = { tableName: SEARCH_TABLES.channels, searchValue: text };
  const { record } = await apiPost('/api/get/record/searchValue', { body, signal });
  // The answer's shape follows the body's tableName, which the OpenAPI document cannot tie together: the cast picks
  // the channels' member of the union (and fails the type check when no member fits Channel).
  return record as Channel[];
}

export const channelSearchOptions = (text: string) =>
  queryOptions({
    queryKey: ['channels', 'search', text],
    queryFn: ({ signal }) => searchChannels(text, signal),
    enabled: text.length >= CHANNEL_SEARCH_MIN_LENGTH,
  });

/** Channels whose name contains the (trimmed) text; idle below the threshold. */
export function useChannelSearch(text: string) {
  return useQuery(channelSearchOptions(text));
}
