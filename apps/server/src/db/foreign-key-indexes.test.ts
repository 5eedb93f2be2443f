import { CompiledQuery, sql } from 'kysely';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/helper.ts';
import { queryPlan } from '../../test/query-plan.ts';

type Column = { table: string; column: string };

describeEachDatabase('foreign keys', (ctx) => {
  const rows = async (query: string) =>
    (await ctx().database.db.executeQuery<Column>(CompiledQuery.raw(query))).rows.map(({ table, column }) => `${table}.${column}`);

  /** Each foreign key's (first) column, and each column that leads an index over the whole table. */
  const schema = async () =>
    ctx().database.kind === 'postgres'
      ? {
          referring: await rows(`SELECT t.relname AS "table", a.attname AS "column" FROM pg_constraint c
              JOIN pg_class t ON t.oid = c.conrelid JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
              WHERE c.contype = 'f' AND t.relnamespace = current_schema()::regnamespace`),
          leading: await rows(`SELECT t.relname AS "table", a.attname AS "column" FROM pg_index i
              JOIN pg_class t ON t.oid = i.indrelid JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = i.indkey[0]
              WHERE i.indpred IS NULL AND t.relnamespace = current_schema()::regnamespace`),
        }
      : {
          referring: await rows(`SELECT m.name AS "table", f."from" AS "column" FROM sqlite_master m, pragma_foreign_key_list(m.name) f
              WHERE m.type = 'table' AND f.seq = 0`),
          leading: await rows(`SELECT m.name AS "table", c.name AS "column" FROM sqlite_master m, pragma_index_list(m.name) i, pragma_index_info(i.name) c
              WHERE m.type = 'table' AND i.partial = 0 AND c.seqno = 0`),
        };

  // Without one, deleting a referenced row scans the referring table for the rows its delete sets null or deletes.
  it('each lead an index, so a delete of the row they refer to seeks the rows that refer to it', async () => {
    const { referring, leading } = await schema();
    expect(referring).toContain('feed_item.sub_category_id');
    expect(referring.filter((column) => !leading.includes(column))).toEqual([]);
  });

  it("reads only a sub-category's own items when it is deleted or moved to another category", async () => {
    const postgres = ctx().database.kind === 'postgres';
    const statements = [
      // SQLite's plan of the delete shows its foreign key's action; PostgreSQL runs the action in a trigger its plan
      // leaves out, as this statement (what its set-null action runs for each deleted sub-category).
      postgres
        ? sql`UPDATE ONLY feed_item SET sub_category_id = NULL WHERE sub_category_id = ${'gone'}`
        : sql`DELETE FROM sub_category WHERE uni_id = ${'gone'}`,
      sql`UPDATE feed_item SET category_id = ${'news'} WHERE sub_category_id = ${'moved'}`,
    ];
    for (const statement of statements) {
      const plan = await queryPlan(ctx().database, statement.compile(ctx().database.db));
      if (postgres) {
        expect(plan).toContain('feed_item_sub_category_id');
        expect(plan).not.toMatch(/Seq Scan on feed_item/);
      } else {
        expect(plan).toMatch(/SEARCH feed_item USING (COVERING )?INDEX feed_item_sub_category_id/);
        expect(plan).not.toMatch(/SCAN feed_item/);
      }
    }
  });
});
