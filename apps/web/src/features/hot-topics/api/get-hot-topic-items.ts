import { useInfiniteQuery } from '@tanstack/react-query';
import type { FeedItem } from '@wiy/shared/feed.schema';
import { apiGet } from '../../../lib/api-client.ts';
import { pagedListOptions, useFirstPageRefresh, useListStart } from '../../../lib/infinite-list.ts';

async function getHotTopicItemPage(topicId: string, page: number, signal?: AbortSignal): Promise<FeedItem[]> {
  return (await apiGet('/api/get/filter/data/parent/topic/{page}/{id}', { params: { path: { page, id: topicId } }, signal })).record;
}

const hotTopicItemsOptions = (topicId: string, from: number) =>
  pagedListOptions(['hot-topics', 'items', topicId], (page, signal) => getHotTopicItemPage(topicId, page, signal), from);

export function useHotTopicItems(topicId: string) {
  return useInfiniteQuery({ ...hotTopicItemsOptions(topicId, useListStart()), enabled: topicId !== '' });
}

/** The topic's items again from page 1 (the refresh control's call); none without a topic. */
export function useRefreshHotTopicItems(topicId: string) {
  const refresh = useFirstPageRefresh(hotTopicItemsOptions(topicId, useListStart()));
  return topicId !== '' ? refresh : undefined;
}
