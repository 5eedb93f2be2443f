import { FEED_PAGE_SIZE } from '@wiy/shared/constants';
import type { FeedItem } from '@wiy/shared/feed.schema';
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

  /** A page of one topic's items; an unknown topic simply has none. */
  async itemPage(topicId: string, page: number): Promise<FeedItem[]> {
    return (await this.feeds.findFilteredPage({ hotTopicId: topicId }, page, FEED_PAGE_SIZE)).map(presentFeedItem);
  }
}
