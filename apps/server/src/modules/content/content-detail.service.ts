import type { FeedItem } from '@wiy/shared/feed.schema';
import { presentFeedItem } from '../feed/feed.presenter.ts';
import type { FeedRepository } from '../feed/feed.repository.ts';

/** The content detail's rules: one public item by id. */
export class ContentDetailService {
  constructor(private readonly feeds: FeedRepository) {}

  /**
   * The item as a list of at most one: an unknown or unapproved id is an empty list, not an error
   * (spec decision 8), so the screen shows 'No content found.'.
   */
  async detail(uniId: string): Promise<FeedItem[]> {
    const row = await this.feeds.findPublicById(uniId);
    return row ? [presentFeedItem(row)] : [];
  }
}
