import { z } from './zod.ts';
import { namedRef } from './feed.schema.ts';

/** A recipe language (spec 000 §3); 'english' is the default. */
export const languageSchema = z.object({ uni_id: z.string(), name: z.string(), label: z.string() });
export type Language = z.infer<typeof languageSchema>;

/** A recipe (spec 000 §3). `u_ingredients` and `u_recipes` are HTML, sanitised when stored and when shown. */
export const recipeSchema = z.object({
  uni_id: z.string(),
  u_title: z.string(),
  u_image: z.string().nullable(),
  u_image_source: z.string().nullable(),
  u_source_type: z.string(),
  u_views: z.number().int(),
  u_likes: z.number().int(),
  u_url: z.string().nullable(),
  /** The recipe's channel, named as the original wire names it. */
  u_channel_name: namedRef,
  u_language: z.object({ id: z.string() }),
  u_ingredients: z.string(),
  u_recipes: z.string(),
  created: z.string(),
  updated: z.string(),
});
export type Recipe = z.infer<typeof recipeSchema>;
