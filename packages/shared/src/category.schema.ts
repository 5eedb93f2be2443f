import { z } from './zod.ts';

/** A feed category (spec 000 §3). */
export const categorySchema = z.object({
  uni_id: z.string(),
  u_name: z.string(),
  u_label: z.string(),
  u_list_category_order: z.number().int(),
});
export type Category = z.infer<typeof categorySchema>;

/** A sub-category; `u_category.id` is its category's uni_id (spec 000 §3). */
export const subCategorySchema = z.object({
  uni_id: z.string(),
  u_label: z.string(),
  u_category: z.object({ id: z.string() }),
});
export type SubCategory = z.infer<typeof subCategorySchema>;
