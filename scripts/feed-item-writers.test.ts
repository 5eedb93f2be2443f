import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
/** The server's code and its test support. The bench, like a test, writes what it measures with as it needs. */
const SCANNED = ['apps/server/src', 'apps/server/test'];
/** The one module that writes content items (decision 263). */
const OWNER = 'apps/server/src/modules/curation/';
/** Tests set their rows up as they need; migrations shape the table and its triggers. */
const EXEMPT = /\.test\.ts$|^apps\/server\/src\/db\/migrations\//;

/** Calls that name `feed_item` to read it; any other call handed the table's name is taken for a write. */
const READS = new Set(['selectFrom', 'selectAll', 'innerJoin', 'leftJoin', 'rightJoin', 'fullJoin', 'crossJoin']);

/**
 * The places in `code` that write `feed_item`: a Kysely or helper call given the table's name (other than a read),
 * an INSERT, UPDATE or DELETE in raw SQL, or a write of the records repository with the content item's definition.
 */
export function feedItemWrites(code: string): string[] {
  const found: string[] = [];
  for (const match of code.matchAll(/(\w+)\(\s*['"`]feed_item(?:['"`]|\s+as\s)/g)) if (!READS.has(match[1]!)) found.push(match[0]);
  for (const match of code.matchAll(/\b(?:INSERT\s+INTO|UPDATE|DELETE\s+FROM|MERGE\s+INTO)\s+feed_item\b/gi)) found.push(match[0]);
  for (const match of code.matchAll(/\.(?:insert|upsert|update|delete)\(\s*(?:recordDefinitions\.)?content\s*,/g)) found.push(match[0]);
  return found;
}

function sourceFiles(folder: string): string[] {
  return fs
    .readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.ts'))
    .map((name) => path.posix.join(folder, name.split(path.sep).join('/')));
}

describe('the writers of feed_item', () => {
  it('are in the curation core alone: every other module reads it, and items enter by its intake', () => {
    const files = SCANNED.flatMap(sourceFiles).filter((file) => !file.startsWith(OWNER) && !EXEMPT.test(file));
    expect(files.length).toBeGreaterThan(100);
    const writers = files.flatMap((file) => feedItemWrites(fs.readFileSync(path.join(root, file), 'utf8')).map((write) => `${file}: ${write}`));
    expect(writers).toEqual([]);
  });

  it.each([
    ['a Kysely insert', "db.insertInto('feed_item').values(row)"],
    ['a Kysely update through an alias', "db.updateTable('feed_item as f').set({ feed_rank: 1 })"],
    ['a Kysely delete', "db.deleteFrom('feed_item').where('uni_id', '=', id)"],
    ['a helper handed the table', "await insert('feed_item', rows)"],
    ['an UPDATE in raw SQL', 'sql`UPDATE feed_item SET feed_rank = NULL`'],
    ['an INSERT in raw SQL', 'sql`insert into feed_item (uni_id) values (1)`'],
    ['a DELETE in raw SQL', 'sql`DELETE FROM feed_item WHERE uni_id = ${id}`'],
    ["a write of the records repository with the item's definition", 'await records.upsert(content, row, now)'],
  ])('finds %s', (_case, code) => {
    expect(feedItemWrites(code)).toHaveLength(1);
  });

  it.each([
    ['a Kysely read', "db.selectFrom('feed_item').select('uni_id')"],
    ['a join', "query.innerJoin('feed_item as f', 'f.uni_id', 'c.uni_id')"],
    ['a read in raw SQL', 'sql`SELECT uni_id FROM feed_item JOIN category ON category.uni_id = feed_item.category_id`'],
    ['a column reference', "eb('feed_item.category_id', '=', id)"],
    ["a read of the table's columns", "query.selectAll('feed_item')"],
    ['a list of table names', "const REQUIRED_TABLES = ['kysely_migration', 'feed_item']"],
  ])('lets %s be', (_case, code) => {
    expect(feedItemWrites(code)).toEqual([]);
  });
});
