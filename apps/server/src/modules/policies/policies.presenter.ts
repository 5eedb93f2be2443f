import type { KnowledgeBase } from '@wiy/shared/policy.schema';
import type { KnowledgeRow } from './policies.repository.ts';

/** Rows, already ordered by category, as the knowledge-base answer. */
export function presentKnowledgeBase(rows: KnowledgeRow[]): KnowledgeBase {
  const categories: KnowledgeBase['knowledge_categories'] = [];
  for (const row of rows) {
    let category = categories.at(-1);
    if (category?.knowledge_category_name !== row.category_name) {
      category = { knowledge_category_name: row.category_name, knowledge: [] };
      categories.push(category);
    }
    category.knowledge.push({ id: row.id, title: row.title, html: row.html });
  }
  return { knowledge_categories: categories };
}
