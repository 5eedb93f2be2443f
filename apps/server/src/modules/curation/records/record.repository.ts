import { POLICY_CATEGORY } from '@wiy/shared/constants';
import type { Kysely } from 'kysely';
import { inParts } from '../../../db/in-parts.ts';
import type { Row } from '../../../db/record-columns.ts';
import type { Database } from '../../../db/schema.ts';
import { newId } from '../../../lib/ids.ts';
import { containsText } from '../../../lib/text-search.ts';
import type { RecordDefinition } from './record-definitions.ts';

/**
 * The tables as this repository sees them: each by its name, its columns by the names its definition
 * gives (checked against the migrated tables by record-definitions.test.ts), its values unknown until the
 * definition's mapping reads them.
 */
type RecordTables = { [Table in keyof Database]: Row };

/** Whether a database error is a broken foreign key or unique rule (SQLite and PostgreSQL codes). */
export function constraintKind(error: unknown): 'reference' | 'unique' | undefined {
  const code = String((error as { code?: unknown })?.code ?? '');
  if (code === '23503' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY') return 'reference';
  if (code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY') return 'unique';
  return undefined;
}

/**
 * Reads and writes any curated entity through its definition: one repository for eleven entities instead
 * of eleven copies of the same statements. Table and column names come from the fixed definitions, never
 * from a caller.
 */
export class RecordRepository {
  private readonly db: Kysely<RecordTables>;
  constructor(
    db: Kysely<Database>,
    private readonly product: string,
  ) {
    this.db = db as unknown as Kysely<RecordTables>;
  }

  private scoped(definition: RecordDefinition) {
    let query = this.db.selectFrom(definition.table);
    if (definition.entity === 'policy') {
      query = query
        .innerJoin('knowledge_category', 'knowledge_category.id', 'knowledge.category_id')
        .where('knowledge_category.product', '=', this.product)
        .where('knowledge_category.name', '=', POLICY_CATEGORY);
    }
    return query;
  }

  /** A page of rows in the definition's order, with the total, narrowed by text in its search column. */
  async list(definition: RecordDefinition, options: { search?: string | undefined; page: number; size: number }): Promise<{ rows: Row[]; total: number }> {
    let query = this.scoped(definition);
    const column = `${definition.table}.${definition.searchColumn}`;
    if (options.search) query = query.where(containsText(column, options.search));
    const counted = await query.select((eb) => eb.fn.countAll().as('total')).executeTakeFirst();
    const rows = await query
      .selectAll(definition.table)
      .orderBy(`${definition.table}.${definition.orderBy}`)
      .orderBy(`${definition.table}.${definition.key}`)
      .limit(options.size)
      .offset((options.page - 1) * options.size)
      .execute();
    return { rows, total: Number(counted?.total ?? 0) };
  }

  /** Every row, for the export. */
  async all(definition: RecordDefinition): Promise<Row[]> {
    return this.scoped(definition).selectAll(definition.table).orderBy(`${definition.table}.${definition.key}`).execute();
  }

  async find(definition: RecordDefinition, id: string): Promise<Row | undefined> {
    return this.scoped(definition).selectAll(definition.table).where(`${definition.table}.${definition.key}`, '=', id).executeTakeFirst();
  }

  /** Which of `ids` exist (policies: in any product, since the key is shared by the table). */
  async existingIds(definition: RecordDefinition, ids: string[]): Promise<Set<string>> {
    const rows = await inParts(ids, (part) => this.db.selectFrom(definition.table).select(definition.key).where(definition.key, 'in', part).execute());
    return new Set(rows.map((row: Row) => String(row[definition.key])));
  }

  /** Those of `ids` that exist, by id, in one query per few hundred. */
  async findMany(definition: RecordDefinition, ids: string[]): Promise<Map<string, Row>> {
    const key = `${definition.table}.${definition.key}`;
    const rows = await inParts(ids, (part) => this.scoped(definition).selectAll(definition.table).where(key, 'in', part).execute());
    return new Map(rows.map((row) => [String(row[definition.key]), row]));
  }

  /**
   * Inserts the row, or updates the one with its key (import is idempotent by uni_id). `created` is kept on
   * an update; `updated` is the row's own when it carries one, else `now`.
   */
  async upsert(definition: RecordDefinition, row: Row, now: string): Promise<void> {
    const values = { ...row, ...(await this.extraColumns(definition)) };
    if (definition.timestamps) {
      values.created ??= now;
      values.updated ??= now;
    }
    const { created: _created, ...changes } = values;
    const id = String(row[definition.key]);
    const before = await this.categoryBefore(definition, id);
    await this.db
      .insertInto(definition.table)
      .values(values)
      .onConflict((conflict) => conflict.column(definition.key).doUpdateSet(changes))
      .execute();
    await this.refile(definition, id, before, row);
  }

  async insert(definition: RecordDefinition, row: Row, now: string): Promise<void> {
    const values = { ...row, ...(await this.extraColumns(definition)) };
    if (definition.timestamps) Object.assign(values, { created: now, updated: now });
    await this.db.insertInto(definition.table).values(values).execute();
  }

  /** Updates a row; false when there is none. */
  async update(definition: RecordDefinition, id: string, row: Row, now: string): Promise<boolean> {
    const { [definition.key]: _key, created: _created, ...changes } = row;
    if (definition.timestamps) changes.updated = now;
    const before = await this.categoryBefore(definition, id);
    const result = await this.db.updateTable(definition.table).set(changes).where(definition.key, '=', id).executeTakeFirst();
    await this.refile(definition, id, before, row);
    return Number(result.numUpdatedRows) > 0;
  }

  /** The category a sub-category is under before a write; undefined for any other record, or a new one. */
  private async categoryBefore(definition: RecordDefinition, id: string): Promise<unknown> {
    return definition.entity === 'sub_category' ? (await this.find(definition, id))?.category_id : undefined;
  }

  /**
   * Items and sources are filed under a sub-category and its category: a write that moves a sub-category to another
   * category moves them with it, or they would show under a category it no longer belongs to, and an export of them
   * would be refused by its own import. A write that leaves the sub-category where it was reads no item.
   */
  private async refile(definition: RecordDefinition, id: string, before: unknown, row: Row): Promise<void> {
    if (before === undefined || row.category_id === undefined || before === row.category_id) return;
    for (const table of ['feed_item', 'source'] as const) {
      await this.db.updateTable(table).set({ category_id: row.category_id }).where('sub_category_id', '=', id).execute();
    }
  }

  /** Deletes a row; false when there was none. */
  async delete(definition: RecordDefinition, id: string): Promise<boolean> {
    const result = await this.db.deleteFrom(definition.table).where(definition.key, '=', id).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  /** Columns a definition leaves to storage: a policy's knowledge category, made on first use. */
  private async extraColumns(definition: RecordDefinition): Promise<Row> {
    if (definition.entity !== 'policy') return {};
    const existing = await this.db
      .selectFrom('knowledge_category')
      .select('id')
      .where('product', '=', this.product)
      .where('name', '=', POLICY_CATEGORY)
      .executeTakeFirst();
    if (existing) return { category_id: existing.id };
    const id = newId();
    await this.db.insertInto('knowledge_category').values({ id, name: POLICY_CATEGORY, product: this.product }).execute();
    return { category_id: id };
  }
}
