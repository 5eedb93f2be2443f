import { z } from './zod.ts';
import { NEW_POSTS_COUNTED } from './constants.ts';

/** A reference to another record by id and name, as the wire nests them (`u_category.name`). */
export const namedRef = z.object({ id: z.string(), name: z.string() });

/**
 * The states of an item's main link that the public detail shows as the embed's fallback (decision 101); an
 * 'unreachable' link may be the platform's outage, and is embedded as usual.
 */
export const BROKEN_LINK_STATES = ['removed', 'private'] as const;
export type BrokenLinkState = (typeof BROKEN_LINK_STATES)[number];

/** A curated item of a public feed (spec 000 §3, "Content item"). */
export const feedItemSchema = z.object({
  uni_id: z.string(),
  u_title: z.string(),
  /** Path relative to the media base location. */
  u_image: z.string().nullable(),
  u_approved_date: z.string().nullable(),
  created: z.string(),
  updated: z.string(),
  u_social_vendor: z.object({ name: z.string() }),
  u_url: z.string(),
  u_url_2: z.string().nullable(),
  u_url_3: z.string().nullable(),
  u_url_4: z.string().nullable(),
  u_url_5: z.string().nullable(),
  /** The string 'true' shows the full description; anything else the highlight. */
  u_show_description: z.string(),
  u_description: z.string(),
  u_highlight_description: z.string(),
  u_category: namedRef.nullable(),
  u_sub_category: namedRef.nullable(),
  /** One of the spec's 'further fields' (§3): the item's hot topic, so that a page can hide a muted topic's items (decision 093). */
  u_hot_topic: namedRef.nullable(),
});
export type FeedItem = z.infer<typeof feedItemSchema>;

/**
 * The content detail's item (`POST /api/get/feed_content/:id`): a feed item and, beyond the spec's wire (decision
 * 101), `u_link_state` when the last check of its main link found the post removed or private, so that the screen
 * shows the fallback at once instead of a broken embed; absent otherwise.
 */
export const contentDetailItemSchema = feedItemSchema.extend({ u_link_state: z.enum(BROKEN_LINK_STATES).optional() });
export type ContentDetailItem = z.infer<typeof contentDetailItemSchema>;

/** Every list answer carries its rows in `record` (spec 000 §3). */
export function recordListSchema<T extends z.ZodType>(item: T) {
  return z.object({ record: z.array(item) });
}

/** A page number in a path: a positive whole number. */
export const pageParam = z.coerce.number().int().min(1).max(1_000_000);

/** How many posts came into a feed above the item a reader sees first (`GET /api/get_feed_news/…`, decision 091). */
export const feedNewsSchema = z.object({ count: z.number().int().min(0).max(NEW_POSTS_COUNTED) });
export type FeedNews = z.infer<typeof feedNewsSchema>;
