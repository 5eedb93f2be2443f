import { POLICY_CATEGORY } from '@wiy/shared/constants';
import type { Kysely, Selectable } from 'kysely';
import { containsText } from '../../lib/text-search.ts';
import type { Database, KnowledgeCategoryTable, KnowledgeTable } from '../../db/schema.ts';

export type KnowledgeRow = Selectable<KnowledgeTable> & { category_name: string };

/** The knowledge base: categories of a product and their entries. */
export class PoliciesRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Every entry of a product's knowledge base, by category then entry order. */
  async findByProduct(product: string): Promise<KnowledgeRow[]> {
    return this.db
      .selectFrom('knowledge')
      .innerJoin('knowledge_category', 'knowledge_category.id', 'knowledge.category_id')
      .selectAll('knowledge')
      .select('knowledge_category.name as category_name')
      .where('knowledge_category.product', '=', product)
      .orderBy('knowledge_category.name')
      .orderBy('knowledge.u_order')
      .orderBy('knowledge.id')
      .execute();
  }

  /** Policies (entries of the policy category, whatever the product) whose title contains the text, by title. */
  async searchPolicyTitles(text: string, limit: number): Promise<{ id: string; title: string }[]> {
    return this.db
      .selectFrom('knowledge')
      .innerJoin('knowledge_category', 'knowledge_category.id', 'knowledge.category_id')
      .select(['knowledge.id', 'knowledge.title'])
      .where('knowledge_category.name', '=', POLICY_CATEGORY)
      .where(containsText('knowledge.title', text))
      .orderBy('knowledge.title')
      .orderBy('knowledge.id')
      .limit(limit)
      .execute();
  }

  async insertCategory(row: Selectable<KnowledgeCategoryTable>): Promise<void> {
    await this.db.insertInto('knowledge_category').values(row).execute();
  }

  async insertEntries(rows: Selectable<KnowledgeTable>[]): Promise<void> {
    if (rows.length) await this.db.insertInto('knowledge').values(rows).execute();
  }
}
