import type { Kysely, Selectable } from 'kysely';
import { containsText } from '../../lib/text-search.ts';
import type { CategoryTable, Database, SubCategoryTable } from '../../db/schema.ts';

export type CategoryRow = Selectable<CategoryTable>;
export type SubCategoryRow = Selectable<SubCategoryTable>;

/** Feed categories and their sub-categories, each in its display order. */
export class CategoriesRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async findCategories(): Promise<CategoryRow[]> {
    return this.db.selectFrom('category').selectAll().orderBy('u_list_category_order').orderBy('uni_id').execute();
  }

  async findSubCategories(): Promise<SubCategoryRow[]> {
    return this.db.selectFrom('sub_category').selectAll().orderBy('category_id').orderBy('u_order').orderBy('uni_id').execute();
  }

  /** Categories, then sub-categories, whose label contains the text, each in display order; a category's `category_id` is null. */
  async searchLabels(text: string, limit: number): Promise<{ uni_id: string; u_label: string; category_id: string | null }[]> {
    const categories = await this.db
      .selectFrom('category')
      .select(['uni_id', 'u_label'])
      .where(containsText('u_label', text))
      .orderBy('u_list_category_order')
      .orderBy('uni_id')
      .limit(limit)
      .execute();
    const subCategories = await this.db
      .selectFrom('sub_category')
      .select(['uni_id', 'u_label', 'category_id'])
      .where(containsText('u_label', text))
      .orderBy('category_id')
      .orderBy('u_order')
      .orderBy('uni_id')
      .limit(limit - categories.length)
      .execute();
    return [...categories.map((row) => ({ ...row, category_id: null })), ...subCategories];
  }

  async insert(categories: CategoryRow[], subCategories: SubCategoryRow[] = []): Promise<void> {
    if (categories.length) await this.db.insertInto('category').values(categories).execute();
    if (subCategories.length) await this.db.insertInto('sub_category').values(subCategories).execute();
  }
}
