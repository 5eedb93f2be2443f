import { FEED_PAGE_SIZE, NEW_POSTS_COUNTED } from '@wiy/shared/constants';
import type { FeedItem, FeedNews } from '@wiy/shared/feed.schema';
import { isSocialVendor, SOCIAL_VENDORS, type SocialVendor } from '@wiy/shared/vendor';
import { ClientError } from '../../lib/client-error.ts';
import { presentFeedItem } from './feed.presenter.ts';
import type { FeedFilter, FeedRepository } from './feed.repository.ts';

/** The segment values that mean "no filter" in a filtered-feed path: `null` for the vendor, `all` for ids. */
const NO_VENDOR = 'null';
const ALL = 'all';

type FeedTab = 'trending' | 'hot_topic';

export interface FilteredFeedQuery {
  page: number;
  vendor: string;
  categoryId: string;
  subCategoryId: string;
  tab?: FeedTab | undefined;
}

/** The public feeds' rules: page size, filters, the synthetic 'all' category. */
export class FeedService {
  constructor(private readonly feeds: FeedRepository) {}

  /** A page of the Trending feed as the JSON answer `{ record: [...] }`; a page past the end is empty. */
  async trendingPageJson(page: number): Promise<string> {
    return `{"record":[${(await this.feeds.findTrendingPageJson(page, FEED_PAGE_SIZE)).join(',')}]}`;
  }

  /** A page of the feed narrowed by vendor, category and sub-category ('null' and 'all' narrow nothing). */
  async filteredPage(query: FilteredFeedQuery): Promise<FeedItem[]> {
    const rows = await this.feeds.findFilteredPage(filterOf(query), query.page, FEED_PAGE_SIZE);
    return rows.map(presentFeedItem);
  }

  /**
   * How many posts the feed narrowed as `query` says (Trending: 'null', 'all', 'all') now shows above the item a
   * reader has at its top: the 'new posts' pill's question, asked without fetching a page (decision 091).
   */
  async news(top: { updated: string; uniId: string }, query: Omit<FilteredFeedQuery, 'page'>): Promise<FeedNews> {
    return { count: await this.feeds.countAhead(top, filterOf(query), NEW_POSTS_COUNTED) };
  }
}

/** What a filtered-feed path narrows by: 'null' and 'all' narrow nothing. */
function filterOf(query: Omit<FilteredFeedQuery, 'page'>): FeedFilter {
  return {
    vendor: parseVendor(query.vendor),
    categoryId: query.categoryId === ALL ? undefined : query.categoryId,
    subCategoryId: query.subCategoryId === ALL ? undefined : query.subCategoryId,
    inHotTopic: query.tab === 'hot_topic',
  };
}

/** The vendor of a path segment, in its canonical spelling; `null` means none. */
function parseVendor(segment: string): SocialVendor | undefined {
  if (segment === NO_VENDOR) return undefined;
  const match = SOCIAL_VENDORS.find((v) => v.toLowerCase() === segment.toLowerCase());
  if (!match || !isSocialVendor(match)) {
    throw new ClientError(400, `Unknown social vendor "${segment}": use one of ${SOCIAL_VENDORS.join(', ')} or null`);
  }
  return match;
}
