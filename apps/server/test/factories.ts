import type { Kysely, Selectable } from 'kysely';
import { UNCURATED } from '../src/db/uncurated.ts';
import type {
  CategoryTable,
  Database,
  ChannelFeedTable,
  FeedItemTable,
  HotTopicTable,
  ListCategoryTable,
  ListChannelTable,
  RecipeTable,
  SubCategoryTable,
} from '../src/db/schema.ts';

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
    ...UNCURATED,
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

/** Stores a category labelled 'Sports' with one sub-category labelled 'Cricket', under the ids given. */
export async function insertSportsAndCricket(db: Kysely<Database>, ids: { category: string; sub: string }): Promise<void> {
  await db
    .insertInto('category')
    .values(buildCategory({ uni_id: ids.category, u_label: 'Sports' }))
    .execute();
  await db
    .insertInto('sub_category')
    .values(buildSubCategory(ids.category, { uni_id: ids.sub, u_label: 'Cricket' }))
    .execute();
}

export function buildHotTopic(overrides: Partial<Selectable<HotTopicTable>> = {}): Selectable<HotTopicTable> {
  sequence += 1;
  const updated = overrides.updated ?? new Date(Date.UTC(2026, 10, 23, 9, 0, 0) - sequence * 60_000).toISOString();
  return {
    uni_id: `topic${sequence}`,
    u_title: `Topic ${sequence}`,
    u_image: null,
    u_description: `About topic ${sequence}`,
    created: updated,
    updated,
    ...overrides,
  };
}

export function buildListCategory(overrides: Partial<Selectable<ListCategoryTable>> = {}): Selectable<ListCategoryTable> {
  sequence += 1;
  return { uni_id: `lcat${sequence}`, u_name: `lcat${sequence}`, u_label: `List category ${sequence}`, u_order: sequence, ...overrides };
}

export function buildChannel(categoryId: string, overrides: Partial<Selectable<ListChannelTable>> = {}): Selectable<ListChannelTable> {
  sequence += 1;
  const at = new Date(Date.UTC(2026, 10, 1) + sequence * 60_000).toISOString();
  return {
    uni_id: `chan${sequence}`,
    u_name: `Channel ${sequence}`,
    u_logo: 'demo/logo.svg',
    list_category_id: categoryId,
    created: at,
    updated: at,
    ...overrides,
  };
}

export function buildChannelFeedItem(
  channel: Pick<Selectable<ListChannelTable>, 'uni_id' | 'list_category_id'>,
  overrides: Partial<Selectable<ChannelFeedTable>> = {},
): Selectable<ChannelFeedTable> {
  sequence += 1;
  const at = new Date(Date.UTC(2026, 10, 20) - sequence * 60_000).toISOString();
  return {
    uni_id: `cfeed${String(sequence).padStart(6, '0')}`,
    u_name: `Video ${sequence}`,
    u_views: 1000,
    u_likes: 10,
    u_video_id: `https://www.youtube.com/watch?v=${String(sequence).padStart(11, 'a')}`,
    u_image: 'demo/feed-1.svg',
    u_image_source: null,
    u_source_type: 'false',
    u_description: '<p>About this video</p>',
    filter_category_id: null,
    list_category_id: channel.list_category_id,
    list_channel_id: channel.uni_id,
    created: at,
    updated: at,
    ...overrides,
  };
}

export function buildRecipe(
  channel: Pick<Selectable<ListChannelTable>, 'uni_id' | 'list_category_id'>,
  languageId: string,
  overrides: Partial<Selectable<RecipeTable>> = {},
): Selectable<RecipeTable> {
  sequence += 1;
  const at = new Date(Date.UTC(2026, 10, 20) - sequence * 60_000).toISOString();
  return {
    uni_id: `recipe${String(sequence).padStart(6, '0')}`,
    u_title: `Recipe ${sequence}`,
    u_image: 'demo/feed-2.svg',
    u_image_source: null,
    u_source_type: 'false',
    u_views: 500,
    u_likes: 25,
    u_url: null,
    channel_id: channel.uni_id,
    language_id: languageId,
    list_category_id: channel.list_category_id,
    u_ingredients: '<ul><li>Rice</li></ul>',
    u_recipes: '<ol><li>Cook the rice.</li></ol>',
    created: at,
    updated: at,
    ...overrides,
  };
}
