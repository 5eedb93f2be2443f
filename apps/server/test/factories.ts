import type { Selectable } from 'kysely';
import type { CategoryTable, FeedItemTable, SubCategoryTable } from '../src/db/schema.ts';

let sequence = 0;

/** A feed item row with sensible defaults; approved unless told otherwise. */
export function buildFeedItem(overrides: Partial<Selectable<FeedItemTable>> = {}): Selectable<FeedItemTable> {
  sequence += 1;
  const updated = overrides.updated ?? new Date(Date.UTC(2026, 10, 23, 9, 0, 0) - sequence * 60_000).toISOString();
  return {
    uni_id: `item${String(sequence).padStart(6, '0')}`,
    u_title: `Item ${sequence}`,
    u_image: `demo/feed-${(sequence % 24) + 1}.svg`,
    u_approved_date: updated,
    unpublished_date: null,
    created: updated,
    updated,
    social_vendor: 'Twitter',
    u_url: `https://twitter.com/someone/status/${1_000_000 + sequence}`,
    u_url_2: null,
    u_url_3: null,
    u_url_4: null,
    u_url_5: null,
    u_show_description: 'false',
    u_description: '<p>Full description</p>',
    u_highlight_description: '<p>Highlight</p>',
    category_id: null,
    sub_category_id: null,
    hot_topic_id: null,
    feed_rank: null,
    ...overrides,
  };
}

export function buildCategory(overrides: Partial<Selectable<CategoryTable>> = {}): Selectable<CategoryTable> {
  sequence += 1;
  return { uni_id: `cat${sequence}`, u_name: `cat${sequence}`, u_label: `Category ${sequence}`, u_list_category_order: sequence, ...overrides };
}

export function buildSubCategory(categoryId: string, overrides: Partial<Selectable<SubCategoryTable>> = {}): Selectable<SubCategoryTable> {
  sequence += 1;
  return { uni_id: `sub${sequence}`, u_label: `Sub ${sequence}`, category_id: categoryId, u_order: sequence, ...overrides };
}
