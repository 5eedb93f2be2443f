import { useInfiniteQuery } from '@tanstack/react-query';
import type { HotTopic } from '@wiy/shared/hot-topic.schema';
import { apiGet } from '../../../lib/api-client.ts';
import { pagedListOptions, useListStart } from '../../../lib/infinite-list.ts';

/** Under `['hot-topics']`, which the Hot Topic tab drops to start its list again. */
const hotTopicsKey = ['hot-topics', 'list'] as const;

async function getHotTopicPage(page: number, signal?: AbortSignal): Promise<HotTopic[]> {
  return (await apiGet('/api/get_parent_topic/{page}', { params: { path: { page } }, signal })).record;
}

const hotTopicsOptions = (from: number) => pagedListOptions(hotTopicsKey, getHotTopicPage, from);

export function useHotTopics() {
  return useInfiniteQuery(hotTopicsOptions(useListStart()));
}
