import { ALL_CATEGORY } from '@wiy/shared/categories';
import type { Category, SubCategory } from '@wiy/shared/category.schema';
import { presentCategory, presentSubCategory } from './categories.presenter.ts';
import type { CategoriesRepository } from './categories.repository.ts';

/** The category navigation's lists (spec 000 §3, "Category"). */
export class CategoriesService {
  constructor(private readonly categories: CategoriesRepository) {}

  /**
   * Every category with the synthetic 'all' (label All, order 0) added, sorted by order; a stored
   * category that happens to be called 'all' is not listed twice.
   */
  async list(): Promise<Category[]> {
    const stored = (await this.categories.findCategories()).filter((row) => row.uni_id !== ALL_CATEGORY.uni_id).map(presentCategory);
    // A stable sort keeps the repository's uni_id order among equal orders.
    return [{ ...ALL_CATEGORY }, ...stored].sort((a, b) => a.u_list_category_order - b.u_list_category_order);
  }

  async subCategories(): Promise<SubCategory[]> {
    return (await this.categories.findSubCategories()).map(presentSubCategory);
  }
}
