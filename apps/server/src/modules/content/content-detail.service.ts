import type { BrokenLinkState, ContentDetailItem } from '@wiy/shared/feed.schema';
import { presentFeedItem } from '../feed/feed.presenter.ts';
import type { FeedRepository } from '../feed/feed.repository.ts';

/** What link health knows of an item's main link (modules/link-health). */
interface LinkStates {
  knownBroken(uniId: string): Promise<BrokenLinkState | undefined>;
}

/** The content detail's rules: one public item by id. */
export class ContentDetailService {
  constructor(
    private readonly feeds: FeedRepository,
    private readonly links: LinkStates,
  ) {}

  /**
   * The item as a list of at most one: an unknown or unapproved id is an empty list, not an error
   * (spec decision 8), so the screen shows 'No content found.'. An item whose link was last found removed or
   * private says so in `u_link_state` (decision 101), so the screen shows the fallback instead of the embed.
   */
  async detail(uniId: string): Promise<ContentDetailItem[]> {
    const row = await this.feeds.findPublicById(uniId);
    if (!row) return [];
    const state = await this.links.knownBroken(uniId);
    return [state ? { ...presentFeedItem(row), u_link_state: state } : presentFeedItem(row)];
  }
}
