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

export interface FeedSite {
  /** Scheme, host and port the links are written with. */
  origin: string;
  siteName: string;
  description: string;
  mediaBaseUrl: string;
}

/**
 * The newest items of a feed as RSS and JSON Feed for feed readers (decision 087), written by the `feed` library:
 * the same approved items, order and 20-item page the app shows first.
 */
export class SyndicationService {
  constructor(
    private readonly feeds: FeedRepository,
    private readonly categories: CategoriesService,
    private readonly hotTopics: HotTopicsRepository,
  ) {}

  async feed(scope: FeedScope, site: FeedSite): Promise<Feed> {
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

  private entry(item: FeedItem, site: FeedSite) {
    const link = new URL(contentPath(item.uni_id), site.origin).href;
    return {
      title: xmlSafe(item.u_title),
      id: link,
      link,
      date: new Date(item.updated),
      published: new Date(item.u_approved_date ?? item.created),
      // The text the card shows: the full description when the item asks for it, else the highlight (spec 000 §3).
      description: xmlSafe(item.u_show_description === 'true' ? item.u_description : item.u_highlight_description),
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
      if (scope.subId) {
        const sub = (await this.categories.subCategories()).find(
          (candidate) => candidate.uni_id === scope.subId && candidate.u_category.id === category.uni_id,
        );
        if (!sub) throw new ClientError(404, `No sub-category "${scope.subId}" in "${category.uni_id}"`);
        const filter = { categoryId: category.uni_id, subCategoryId: sub.uni_id };
        return { title: `${sub.u_label} · ${category.u_label}`, screen: categoryFeedPath(category.uni_id, sub.uni_id), filter };
      }
      // The synthetic 'all' category holds every item, as its page does.
      const filter = category.uni_id === ALL_CATEGORY.uni_id ? {} : { categoryId: category.uni_id };
      return { title: category.u_label, screen: categoryFeedPath(category.uni_id, ALL_CATEGORY.uni_id), filter };
    }
    const topic = await this.hotTopics.findById(scope.id);
    if (!topic) throw new ClientError(404, `No hot topic "${scope.id}"`);
    return { title: topic.u_title, screen: hotTopicPath(topic), filter: { hotTopicId: topic.uni_id } };
  }
}

/**
 * Text as XML can carry it, in both formats alike: without the control characters XML forbids, and with no
 * `]]>`, which ends the CDATA section the library writes (it splits only the first). A title may come from
 * another site's tags.
 */
function xmlSafe(text: string): string {
  // eslint-disable-next-line no-control-regex -- the characters XML 1.0 forbids are exactly these
  return text.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '').replaceAll(']]>', ']] >');
}
