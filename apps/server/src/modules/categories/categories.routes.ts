import { categorySchema, subCategorySchema } from '@wiy/shared/category.schema';
import { recordListSchema } from '@wiy/shared/feed.schema';
import { toJsonSchema, type WireApp } from '../../lib/json-schema.ts';

/** The category navigation's two calls (spec 000 §7); the category feed itself is the filtered feed. */
export async function categoriesRoutes(app: WireApp): Promise<void> {
  const { service } = app.categories;

  app.get(
    '/api/get_category',
    {
      schema: {
        summary: "Every category, with the synthetic 'all' (order 0), sorted by order",
        tags: ['categories'],
        response: { 200: toJsonSchema(recordListSchema(categorySchema)) },
      },
    },
    async () => ({ record: await service.list() }),
  );

  app.get(
    '/api/get_sub_category',
    {
      schema: {
        summary: 'Every sub-category, with its category as u_category.id, in display order',
        tags: ['categories'],
        response: { 200: toJsonSchema(recordListSchema(subCategorySchema)) },
      },
    },
    async () => ({ record: await service.subCategories() }),
  );
}
