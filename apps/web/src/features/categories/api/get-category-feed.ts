import { useInfiniteQuery } from '@tanstack/react-query';
import type { FeedItem } from '@wiy/shared/feed.schema';
import type { SocialVendor } from '@wiy/shared/vendor';
import { apiGet } from '../../../lib/api-client.ts';
import { pagedListOptions, useFirstPageRefresh, useListStart } from '../../../lib/infinite-list.ts';

/** Every category feed is under this key, so choosing a sub-category can start it again from page 1. */
export const categoryFeedKey = ['category-feed'] as const;

export interface CategoryFeedFilter {
  categoryId: string;
  subCategoryId: string;
  vendor: SocialVendor | undefined;
}

/** A page of the filtered feed; no vendor is the word null in the path (spec 000 §5). */
async function getCategoryFeedPage({ categoryId, subCategoryId, vendor }: CategoryFeedFilter, page: number, signal?: AbortSignal): Promise<FeedItem[]> {
  const path = { page, vendor: vendor ?? 'null', categoryId, subCategoryId };
  return (await apiGet('/api/get_filter_feed/{page}/{vendor}/{categoryId}/{subCategoryId}', { params: { path }, signal })).record;
}

const categoryFeedOptions = (filter: CategoryFeedFilter, from: number) =>
  pagedListOptions(
    [...categoryFeedKey, filter.categoryId, filter.subCategoryId, filter.vendor ?? null],
    (page, signal) => getCategoryFeedPage(filter, page, signal),
    from,
  );

const isRequested = ({ categoryId, subCategoryId }: CategoryFeedFilter) => categoryId !== '' && subCategoryId !== '';

/** Requested only when both ids are set (spec 000 §5). */
export function useCategoryFeed(filter: CategoryFeedFilter) {
  return useInfiniteQuery({ ...categoryFeedOptions(filter, useListStart()), enabled: isRequested(filter) });
}

/** The feed again from page 1 (the refresh control's call); none while the feed is not requested. */
export function useRefreshCategoryFeed(filter: CategoryFeedFilter) {
  const refresh = useFirstPageRefresh(categoryFeedOptions(filter, useListStart()));
  return isRequested(filter) ? refresh : undefined;
}
