import type { ContentListItem } from '@wiy/shared/admin.schema';
import type { FeedItem } from '@wiy/shared/feed.schema';

let sequence = 0;

/** A feed item as the API sends it: one link, no description, no category; `overrides` say what a test needs. */
export function buildFeedItem(overrides: Partial<FeedItem> = {}): FeedItem {
  sequence += 1;
  const { uni_id = `item${sequence}`, updated = '2026-11-20T10:00:00.000Z', ...rest } = overrides;
  return {
    uni_id,
    u_title: `Title ${uni_id}`,
    u_image: null,
    u_approved_date: updated,
    created: updated,
    updated,
    u_social_vendor: { name: 'Twitter' },
    u_url: 'https://twitter.com/a/status/1',
    u_url_2: null,
    u_url_3: null,
    u_url_4: null,
    u_url_5: null,
    u_show_description: 'false',
    u_description: '',
    u_highlight_description: '',
    u_category: null,
    u_sub_category: null,
    u_hot_topic: null,
    ...rest,
  };
}

/**
 * A content item as the console lists it: the public item plus its curation state, pending, from no source and its
 * link never checked unless told otherwise. The console's vendor and description flag are enums where the public wire
 * has plain strings.
 */
export function buildContentListItem(overrides: Partial<ContentListItem> = {}): ContentListItem {
  return {
    ...buildFeedItem({ uni_id: overrides.uni_id }),
    u_social_vendor: { name: 'Twitter' },
    u_show_description: 'false',
    u_approved_date: null,
    u_unpublished_date: null,
    publish_at: null,
    status: 'pending',
    link: null,
    source: null,
    decision: null,
    rejected_reason: null,
    ...overrides,
  };
}
