import { z } from './zod.ts';
import { namedRef } from './feed.schema.ts';

/** A category of the channel section: food_and_cooking, music, … (the buttons above the channel grid). */
export const listCategorySchema = z.object({
  uni_id: z.string(),
  u_name: z.string(),
  u_label: z.string(),
  u_order: z.number().int(),
});
export type ListCategory = z.infer<typeof listCategorySchema>;

/** A channel (spec 000 §3): `u_list_channel.id` is its own id, as the original records carry it. */
export const channelSchema = z.object({
  uni_id: z.string(),
  u_name: z.string(),
  /** Path relative to the media base location. */
  u_logo: z.string().nullable(),
  u_list_category: namedRef,
  u_list_channel: z.object({ id: z.string() }),
});
export type Channel = z.infer<typeof channelSchema>;

/** A filter record (spec 000 §3): a parent has `u_parent.id` '0', a child its parent's uni_id. */
export const filterRecordSchema = z.object({
  uni_id: z.string(),
  u_name: z.string(),
  u_parent: z.object({ id: z.string() }),
});
export type FilterRecord = z.infer<typeof filterRecordSchema>;

/** An item of a channel's feed (spec 000 §3). */
export const channelFeedItemSchema = z.object({
  uni_id: z.string(),
  u_name: z.string(),
  u_views: z.number().int(),
  u_likes: z.number().int(),
  /** The video's link. */
  u_video_id: z.string(),
  u_image: z.string().nullable(),
  u_image_source: z.string().nullable(),
  /** The string 'true': the picture is `u_image_source`, an external URL, rather than `u_image`. */
  u_source_type: z.string(),
  /** HTML. */
  u_description: z.string(),
  u_filter_category: z.object({ id: z.string() }).nullable(),
  u_list_category: z.object({ id: z.string() }),
  u_list_channel: namedRef,
  created: z.string(),
  updated: z.string(),
});
export type ChannelFeedItem = z.infer<typeof channelFeedItemSchema>;
