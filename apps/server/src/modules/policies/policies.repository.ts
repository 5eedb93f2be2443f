import type { Kysely, Selectable } from 'kysely';
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

  async insertCategory(row: Selectable<KnowledgeCategoryTable>): Promise<void> {
    await this.db.insertInto('knowledge_category').values(row).execute();
  }

  async insertEntries(rows: Selectable<KnowledgeTable>[]): Promise<void> {
    if (rows.length) await this.db.insertInto('knowledge').values(rows).execute();
  }
}
