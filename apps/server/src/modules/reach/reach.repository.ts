import type { ItemReachDay, ReachDay, ReachKind, ReachTop } from '@wiy/shared/reach.schema';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { constraintKind } from '../curation/records/record.repository.ts';

/** The reach figures: one row per item and UTC day, raised in place. */
export class ReachRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * Counts one open or click of the item on `day` if the public sees it (approved, as `FeedRepository.findPublicById`
   * reads it), in one statement, so that an item deleted or unpublished meanwhile is not counted. Answers whether
   * it was counted.
   */
  async count(uniId: string, day: string, kind: ReachKind): Promise<boolean> {
    try {
      const result = await this.db
        .insertInto('item_reach')
        .columns(['uni_id', 'day', 'opens', 'clicks'])
        .expression((eb) =>
          eb
            .selectFrom('feed_item')
            .select(['uni_id', eb.val(day).as('day'), eb.lit(kind === 'open' ? 1 : 0).as('opens'), eb.lit(kind === 'click' ? 1 : 0).as('clicks')])
            .where('uni_id', '=', uniId)
            .where('u_approved_date', 'is not', null),
        )
        .onConflict((conflict) =>
          conflict.columns(['uni_id', 'day']).doUpdateSet((eb) => ({
            opens: eb('item_reach.opens', '+', eb.ref('excluded.opens')),
            clicks: eb('item_reach.clicks', '+', eb.ref('excluded.clicks')),
          })),
        )
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows) > 0;
    } catch (error) {
      // On PostgreSQL the statement can read the item just before a curator's delete commits; its reference then
      // fails. The item is gone, so it is not counted.
      if (constraintKind(error) === 'reference') return false;
      throw error;
    }
  }

  /** Whether the item exists, whatever its status. */
  async itemExists(uniId: string): Promise<boolean> {
    return (await this.db.selectFrom('feed_item').select('uni_id').where('uni_id', '=', uniId).executeTakeFirst()) !== undefined;
  }

  /** The item's days with counts from `from` to `to` (both included), oldest first. */
  async daysOf(uniId: string, from: string, to: string): Promise<ReachDay[]> {
    return this.db
      .selectFrom('item_reach')
      .select(['day', 'opens', 'clicks'])
      .where('uni_id', '=', uniId)
      .where('day', '>=', from)
      .where('day', '<=', to)
      .orderBy('day')
      .execute();
  }

  /**
   * The `limit` items with the most opens and clicks together from `from` to `to`, then by uni_id; with their
   * titles. A PostgreSQL sum is a bigint, which its driver reads as text.
   */
  async top(from: string, to: string, limit: number): Promise<ReachTop['items']> {
    const rows = await this.db
      .selectFrom('item_reach as r')
      .innerJoin('feed_item as f', 'f.uni_id', 'r.uni_id')
      .select((eb) => ['r.uni_id', 'f.u_title', eb.fn.sum<number | string>('r.opens').as('opens'), eb.fn.sum<number | string>('r.clicks').as('clicks')])
      .where('r.day', '>=', from)
      .where('r.day', '<=', to)
      .groupBy(['r.uni_id', 'f.u_title'])
      .orderBy((eb) => eb(eb.fn.sum('r.opens'), '+', eb.fn.sum('r.clicks')), 'desc')
      .orderBy('r.uni_id')
      .limit(limit)
      .execute();
    return rows.map((row) => ({ uni_id: row.uni_id, u_title: row.u_title, opens: Number(row.opens), clicks: Number(row.clicks) }));
  }

  /** Every figure kept, by item, then day. */
  async all(): Promise<ItemReachDay[]> {
    return this.db.selectFrom('item_reach').select(['uni_id', 'day', 'opens', 'clicks']).orderBy('uni_id').orderBy('day').execute();
  }
}
