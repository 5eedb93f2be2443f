import type { Kysely, Selectable } from 'kysely';
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

  async insert(categories: CategoryRow[], subCategories: SubCategoryRow[] = []): Promise<void> {
    if (categories.length) await this.db.insertInto('category').values(categories).execute();
    if (subCategories.length) await this.db.insertInto('sub_category').values(subCategories).execute();
  }
}
