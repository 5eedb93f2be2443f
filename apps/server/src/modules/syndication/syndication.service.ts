import { ALL_CATEGORY } from '@wiy/shared/categories';
import { FEED_PAGE_SIZE } from '@wiy/shared/constants';
import type { FeedItem } from '@wiy/shared/feed.schema';
import { categoryFeedPath, contentPath, feedFilesPath, hotTopicPath, type FeedScope } from '@wiy/shared/screen-paths';
import { Feed } from 'feed';
import { ClientError } from '../../lib/client-error.ts';
import type { CategoriesService } from '../categories/categories.service.ts';
import { presentFeedItem } from '../feed/feed.presenter.ts';
import type { FeedFilter, FeedRepository } from '../feed/feed.repository.ts';
import type { HotTopicsRepository } from '../hot-topics/hot-topics.repository.ts';

export interface SiteDetails {
  /** Scheme, host and port the links are written with. */
  origin: string;
  siteName: string;
  description: string;
  mediaBaseUrl: string;
}

/**
 * The newest items of a feed as RSS and JSON Feed for feed readers (issue 11), written by the `feed` library:
 * the same approved items, order and 20-item page the app shows first.
 */
export class SyndicationService {
  constructor(
    private readonly feeds: FeedRepository,
    private readonly categories: CategoriesService,
    private readonly hotTopics: HotTopicsRepository,
  ) {}

  async feed(scope: FeedScope, site: SiteDetails): Promise<Feed> {
    const { title, screen, filter } = await this.describe(scope);
    const items = (await this.feeds.findFilteredPage(filter, 1, FEED_PAGE_SIZE)).map(presentFeedItem);
    const files = new URL(feedFilesPath(scope), site.origin).href;
    const feed = new Feed({
      id: new URL(screen, site.origin).href,
      link: new URL(screen, site.origin).href,
      title: title ? `${title} · ${site.siteName}` : site.siteName,
      description: site.description,
      generator: false,
      updated: items[0] ? new Date(items[0].updated) : undefined,
      feedLinks: { rss: `${files}feed.xml`, json: `${files}feed.json` },
    });
    for (const item of items) feed.addItem(this.entry(item, site));
    return feed;
  }

  private entry(item: FeedItem, site: SiteDetails) {
    const link = new URL(contentPath(item.uni_id), site.origin).href;
    return {
      title: item.u_title,
      id: link,
      link,
      date: new Date(item.updated),
      published: new Date(item.u_approved_date ?? item.created),
      // The text the card shows: the full description when the item asks for it, else the highlight (spec 000 §3).
      description: item.u_show_description === 'true' ? item.u_description : item.u_highlight_description,
      image: item.u_image ? new URL(site.mediaBaseUrl + item.u_image, site.origin).href : undefined,
      category: item.u_category ? [{ name: item.u_category.name }] : undefined,
    };
  }

  /** A scope's title, the screen it mirrors, and the items it holds; an unknown category or topic is a 404. */
  private async describe(scope: FeedScope): Promise<{ title?: string; screen: string; filter: FeedFilter }> {
    if (scope.kind === 'trending') return { screen: '/', filter: {} };
    if (scope.kind === 'category') {
      const category = (await this.categories.list()).find((candidate) => candidate.uni_id === scope.id);
      if (!category) throw new ClientError(404, `No category "${scope.id}"`);
      // The synthetic 'all' category holds every item, as its page does.
      const filter = category.uni_id === ALL_CATEGORY.uni_id ? {} : { categoryId: category.uni_id };
      return { title: category.u_label, screen: categoryFeedPath(category.uni_id, ''), filter };
    }
    const topic = await this.hotTopics.findById(scope.id);
    if (!topic) throw new ClientError(404, `No hot topic "${scope.id}"`);
    return { title: topic.u_title, screen: hotTopicPath(topic), filter: { hotTopicId: topic.uni_id } };
  }
}
