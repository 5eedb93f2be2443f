import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { buildFeedItem } from '../../../../test/factories.ts';
import { describeEachDatabase } from '../../../../test/helper.ts';
import { ContentRepository } from './content.repository.ts';

describeEachDatabase('items inserted together', (ctx) => {
  // The 26 columns of 2,600 items in one statement would bind 67,600 values: past SQLite's 32,766 and PostgreSQL's 65,535.
  it('stores more items at once than one statement can bind', async () => {
    const rows = Array.from({ length: 2_600 }, () => buildFeedItem());
    await new ContentRepository(ctx().database.db).insertMany(rows);
    const { rows: counted } = await sql<{ n: number | string }>`SELECT COUNT(*) AS n FROM feed_item`.execute(ctx().database.db);
    expect(Number(counted[0]!.n)).toBe(rows.length);
  });
});
