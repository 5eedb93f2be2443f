import { z } from './zod.ts';

/** A hot topic (the spec's "parent topic"): a named set of curated items (spec 000 §3). */
export const hotTopicSchema = z.object({
  uni_id: z.string(),
  u_title: z.string(),
  /** Path relative to the media base location. */
  u_image: z.string().nullable(),
  u_description: z.string(),
  updated: z.string(),
});
export type HotTopic = z.infer<typeof hotTopicSchema>;
