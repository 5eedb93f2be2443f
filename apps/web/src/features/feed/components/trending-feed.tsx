import { useQueryClient } from '@tanstack/react-query';
import { isSocialVendor, type SocialVendor } from '@wiy/shared/vendor';
import { useSearchParams } from 'react-router';
import { FeedGroups } from '../../../components/feed-groups.tsx';
import { VendorFilter } from '../../../components/vendor-filter.tsx';
import { usePagedItems } from '../../../lib/use-paged-items.ts';
import { trendingFeedKey, useRefreshTrendingFeed, useTrendingFeed } from '../api/get-feed.ts';
import { useFeedNews } from '../api/get-feed-news.ts';
import { NewPostsPill } from './new-posts-pill.tsx';

/**
 * The home screen's Trending feed: vendor filter, cards by day, more on scroll (spec 000 §2, §4), refresh (decision 086),
 * and the 'new posts' pill (decision 091).
 */
export function TrendingFeed() {
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const requested = params.get('vendor') ?? '';
  const vendor = isSocialVendor(requested) ? requested : undefined;
  const feed = useTrendingFeed(vendor);
  const refresh = useRefreshTrendingFeed(vendor);
  const items = usePagedItems(feed);
  const newPosts = useFeedNews(items[0], vendor);
  // The new posts come in as a fresh page 1, and the reader is taken to them; a page 1 that fails leaves the list.
  const showNewPosts = () =>
    refresh().then(
      () => window.scrollTo({ top: 0 }),
      () => undefined,
    );

  const changeVendor = (next: SocialVendor | undefined) => {
    // A filter change starts again at page 1 with an empty list, even for a filter seen before.
    queryClient.removeQueries({ queryKey: [...trendingFeedKey, next ?? null] });
    setParams(next ? { vendor: next } : {});
  };

  return (
    <div className="feed">
      <NewPostsPill count={newPosts} onShow={() => void showNewPosts()} />
      <VendorFilter value={vendor} onChange={changeVendor} />
      <FeedGroups list={feed} items={items} label="Trending" emptyText="No data found" onRefresh={refresh} />
    </div>
  );
}
