import type { Channel } from './channel.schema.ts';
import { routeWithData } from './route-data.ts';

/**
 * The paths of the web app's public screens that name a record. Written once so that the web app's links
 * and the server's sitemap (decision 073) cannot drift apart.
 */

/** `/content?id=…`: one content item's detail. */
export function contentPath(id: string): string {
  return `/content?id=${encodeURIComponent(id)}`;
}

/** The category feed of a sub-category; no vendor in it, so choosing one clears the social filter. */
export function categoryFeedPath(categoryId: string, subCategoryId: string): string {
  return `/category?${new URLSearchParams({ catid: categoryId, subid: subCategoryId })}`;
}

/** A hot topic's feed, titled with the topic's name. */
export function hotTopicPath(topic: { uni_id: string; u_title: string }): string {
  return `/content-list-hot-topic?${new URLSearchParams({ id: topic.uni_id, name: topic.u_title })}`;
}

/** A channel's feed, with the channel in the `data` parameter (spec 000 §2). */
export function channelFeedPath(channel: Pick<Channel, 'uni_id' | 'u_name' | 'u_logo' | 'u_list_category'>): string {
  return routeWithData('/list-category-channel/list-channel-feed', {
    channelId: channel.uni_id,
    categoryId: channel.u_list_category.id,
    channelLogo: channel.u_logo ?? '',
    channelName: channel.u_name,
  });
}

/** One policy in full. */
export function policyPath(id: string): string {
  return `/selectedpolicy?id=${encodeURIComponent(id)}`;
}

/** The feeds a reader can follow in a feed reader: Trending, a category's (or one sub-category's), a hot topic's. */
export type FeedScope = { kind: 'trending' } | { kind: 'category'; id: string; subId?: string | undefined } | { kind: 'hot-topic'; id: string };

/** Where a feed's files are: `feed.xml` (RSS 2.0) and `feed.json` (JSON Feed) below this path. */
export function feedFilesPath(scope: FeedScope): string {
  if (scope.kind === 'trending') return '/feeds/trending/';
  const sub = scope.kind === 'category' && scope.subId ? `${encodeURIComponent(scope.subId)}/` : '';
  return `/feeds/${scope.kind}/${encodeURIComponent(scope.id)}/${sub}`;
}
