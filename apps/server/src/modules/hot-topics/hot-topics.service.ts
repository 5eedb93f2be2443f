import { FEED_PAGE_SIZE, NEW_POSTS_COUNTED } from '@wiy/shared/constants';
import type { FeedItem, FeedNews } from '@wiy/shared/feed.schema';
import type { HotTopic } from '@wiy/shared/hot-topic.schema';
import { presentFeedItem } from '../feed/feed.presenter.ts';
import type { FeedRepository } from '../feed/feed.repository.ts';
import { presentHotTopic } from './hot-topics.presenter.ts';
import type { HotTopicsRepository } from './hot-topics.repository.ts';

/** The Hot Topic tab: the list of topics, and each topic's approved items, 20 a page (spec decision 7). */
export class HotTopicsService {
  constructor(
    private readonly topics: HotTopicsRepository,
    private readonly feeds: FeedRepository,
  ) {}

  async topicPage(page: number): Promise<HotTopic[]> {
    return (await this.topics.findPage(page, FEED_PAGE_SIZE)).map(presentHotTopic);
  }

  /** A topic's picture (`u_image`), for its page's share preview (decision 243); null for an unknown topic or one without. */
  async image(topicId: string): Promise<string | null> {
    return (await this.topics.findById(topicId))?.u_image ?? null;
  }

  /** A page of one topic's items; an unknown topic simply has none. */
  async itemPage(topicId: string, page: number): Promise<FeedItem[]> {
    return (await this.feeds.findFilteredPage({ hotTopicId: topicId }, page, FEED_PAGE_SIZE)).map(presentFeedItem);
  }

  /** How many of the topic's items come above `top`, the reader's first card, 100 at most (decision 091). */
  async news(topicId: string, top: { updated: string; uniId: string }): Promise<FeedNews> {
    return { count: await this.feeds.countAhead(top, { hotTopicId: topicId }, NEW_POSTS_COUNTED) };
  }
}
