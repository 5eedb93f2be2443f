import type { FeedItem } from '@wiy/shared/feed.schema';

/** A feed item as the API sends it: one link, no description, no category; `overrides` say what a test needs. */
export function buildFeedItem(overrides: Partial<FeedItem> & Pick<FeedItem, 'uni_id'>): FeedItem {
  const updated = overrides.updated ?? '2026-11-20T10:00:00.000Z';
  return {
    u_title: `Title ${overrides.uni_id}`,
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
    ...overrides,
  };
}
