import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../../../test/helper.ts';
import { recordDefinitions } from './record-definitions.ts';

describeEachDatabase('record definitions', (ctx) => {
  /** The columns of a table as the migrated database has them. */
  async function columnsOf(table: string): Promise<Set<string>> {
    const { db, kind } = ctx().database;
    const rows =
      kind === 'postgres'
        ? (
            await sql<{
              name: string;
            }>`SELECT column_name AS name FROM information_schema.columns WHERE table_name = ${table} AND table_schema = current_schema()`.execute(db)
          ).rows
        : (await sql<{ name: string }>`SELECT name FROM pragma_table_info(${table})`.execute(db)).rows;
    return new Set(rows.map((row) => row.name));
  }

  it('map every wire field, key, search and order to a column of their migrated table', async () => {
    for (const definition of Object.values(recordDefinitions)) {
      const columns = await columnsOf(definition.table);
      const named = [...definition.columns.map((column) => column.column), definition.key, definition.searchColumn, definition.orderBy];
      if (definition.timestamps) named.push('created', 'updated');
      expect(
        named.filter((name) => !columns.has(name)),
        `${definition.entity} (${definition.table})`,
      ).toEqual([]);
    }
  });
});
