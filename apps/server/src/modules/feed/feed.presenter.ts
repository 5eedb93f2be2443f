import type { FeedItem } from '@wiy/shared/feed.schema';
import type { FeedRow } from './feed.repository.ts';

/** A feed row in its wire shape (spec 000 §3). */
export function presentFeedItem(row: FeedRow): FeedItem {
  return {
    uni_id: row.uni_id,
    u_title: row.u_title,
    u_image: row.u_image,
    u_approved_date: row.u_approved_date,
    created: row.created,
    updated: row.updated,
    u_social_vendor: { name: row.social_vendor },
    u_url: row.u_url,
    u_url_2: row.u_url_2,
    u_url_3: row.u_url_3,
    u_url_4: row.u_url_4,
    u_url_5: row.u_url_5,
    u_show_description: row.u_show_description,
    u_description: row.u_description,
    u_highlight_description: row.u_highlight_description,
    u_category: row.category_id ? { id: row.category_id, name: row.category_name ?? '' } : null,
    u_sub_category: row.sub_category_id ? { id: row.sub_category_id, name: row.sub_category_name ?? '' } : null,
  };
}
