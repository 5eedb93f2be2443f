import { useInfiniteQuery } from '@tanstack/react-query';
import type { FeedItem } from '@wiy/shared/feed.schema';
import type { SocialVendor } from '@wiy/shared/vendor';
import { apiGet } from '../../../lib/api-client.ts';
import { pagedListOptions, useFirstPageRefresh, useListStart } from '../../../lib/infinite-list.ts';

export const trendingFeedKey = ['feed', 'trending'] as const;

/**
 * A page of the Trending feed. With a vendor chosen, the filtered feed answers it, with 'all' for the
 * category and sub-category (the synthetic category that narrows nothing).
 */
async function getTrendingPage(page: number, vendor: SocialVendor | undefined, signal?: AbortSignal): Promise<FeedItem[]> {
  const answer = vendor
    ? await apiGet('/api/get_filter_feed/{page}/{vendor}/{categoryId}/{subCategoryId}/{tab}', {
        params: { path: { page, vendor, categoryId: 'all', subCategoryId: 'all', tab: 'trending' } },
        signal,
      })
    : await apiGet('/api/get_feed/{page}', { params: { path: { page } }, signal });
  return answer.record;
}

const trendingFeedOptions = (vendor: SocialVendor | undefined, from: number) =>
  pagedListOptions([...trendingFeedKey, vendor ?? null], (page, signal) => getTrendingPage(page, vendor, signal), from);

export function useTrendingFeed(vendor: SocialVendor | undefined) {
  return useInfiniteQuery(trendingFeedOptions(vendor, useListStart()));
}

/** Trending again from page 1: the refresh control's call. */
export function useRefreshTrendingFeed(vendor: SocialVendor | undefined) {
  return useFirstPageRefresh(trendingFeedOptions(vendor, useListStart()));
}
