import type { Category, SubCategory } from '@wiy/shared/category.schema';
import type { CategoryRow, SubCategoryRow } from './categories.repository.ts';

export function presentCategory(row: CategoryRow): Category {
  return { uni_id: row.uni_id, u_name: row.u_name, u_label: row.u_label, u_list_category_order: row.u_list_category_order };
}

/** A sub-category with its category nested as `u_category.id` (spec 000 §3). */
export function presentSubCategory(row: SubCategoryRow): SubCategory {
  return { uni_id: row.uni_id, u_label: row.u_label, u_category: { id: row.category_id } };
}
