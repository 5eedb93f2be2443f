import { useQueryClient } from '@tanstack/react-query';
import { isSocialVendor, type SocialVendor } from '@wiy/shared/vendor';
import { useSearchParams } from 'react-router';
import { FeedGroups } from '../../../components/feed-groups.tsx';
import { cardControls } from '../../../components/card-controls.tsx';
import { VendorFilter } from '../../../components/vendor-filter.tsx';
import { useT } from '../../../lib/i18n/i18n.tsx';
import { usePagedItems } from '../../../lib/use-paged-items.ts';
import { trendingFeedKey, useRefreshTrendingFeed, useTrendingFeed } from '../api/get-feed.ts';

/**
 * The home screen's Trending feed: vendor filter, cards by day, more on scroll (spec 000 §2, §4), refresh (decision 086),
 * and the 'new posts' pill (decision 091).
 */
export function TrendingFeed() {
  const t = useT();
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const requested = params.get('vendor') ?? '';
  const vendor = isSocialVendor(requested) ? requested : undefined;
  const feed = useTrendingFeed(vendor);
  const refresh = useRefreshTrendingFeed(vendor);
  const items = usePagedItems(feed);

  // A filter change starts again at page 1 with an empty list, even for a filter seen before.
  const changeVendor = (next: SocialVendor | undefined) => queryClient.removeQueries({ queryKey: [...trendingFeedKey, next ?? null] });

  return (
    <div className="feed">
      <VendorFilter value={vendor} onChoose={changeVendor} />
      <FeedGroups
        list={feed}
        items={items}
        label={t('tabs.trending')}
        emptyText={t('feed.noData')}
        onRefresh={refresh}
        news={{ vendor: vendor ?? 'null', categoryId: 'all', subCategoryId: 'all' }}
        cardAction={cardControls}
      />
    </div>
  );
}
