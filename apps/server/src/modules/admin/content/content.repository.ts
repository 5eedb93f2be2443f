import type { ContentStatus } from '@wiy/shared/admin.schema';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database, FeedItemTable } from '../../../db/schema.ts';
import { containsText } from '../../../lib/text-search.ts';

export interface ContentFilter {
  status?: ContentStatus | undefined;
  vendor?: string | undefined;
  categoryId?: string | undefined;
  search?: string | undefined;
}

/** Content items as the console sees them: every status, any filter. */
export class ContentRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** A page, newest `updated` first (scheduled items: the soonest first), with the total. */
  async list(filter: ContentFilter, page: number, size: number): Promise<{ rows: Selectable<FeedItemTable>[]; total: number }> {
    let query = this.db.selectFrom('feed_item');
    if (filter.status === 'approved') query = query.where('u_approved_date', 'is not', null);
    if (filter.status === 'scheduled') query = query.where('u_approved_date', 'is', null).where('publish_at', 'is not', null);
    if (filter.status === 'unpublished') query = query.where('u_approved_date', 'is', null).where('unpublished_date', 'is not', null);
    if (filter.status === 'pending') query = query.where('u_approved_date', 'is', null).where('unpublished_date', 'is', null).where('publish_at', 'is', null);
    if (filter.vendor) query = query.where('social_vendor', '=', filter.vendor);
    if (filter.categoryId) query = query.where('category_id', '=', filter.categoryId);
    if (filter.search) {
      const search = filter.search;
      query = query.where((eb) => eb.or([containsText('u_title', search), containsText('u_url', search)]));
    }
    const counted = await query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirst();
    const ordered = filter.status === 'scheduled' ? query.orderBy('publish_at').orderBy('uni_id') : query.orderBy('updated', 'desc').orderBy('uni_id', 'desc');
    const rows = await ordered
      .selectAll()
      .limit(size)
      .offset((page - 1) * size)
      .execute();
    return { rows, total: Number(counted?.total ?? 0) };
  }

  /** The item whose main link is `url` (already normalised), if any. */
  async findIdByUrl(url: string): Promise<string | undefined> {
    return (await this.db.selectFrom('feed_item').select('uni_id').where('u_url', '=', url).executeTakeFirst())?.uni_id;
  }

  /** Which of `ids` exist. */
  async existing(ids: string[]): Promise<string[]> {
    if (!ids.length) return [];
    return (await this.db.selectFrom('feed_item').select('uni_id').where('uni_id', 'in', ids).execute()).map((r) => r.uni_id);
  }

  /** Those of `ids` not public now. */
  async notApproved(ids: string[]): Promise<string[]> {
    const rows = await this.db.selectFrom('feed_item').select('uni_id').where('uni_id', 'in', ids).where('u_approved_date', 'is', null).execute();
    return rows.map((row) => row.uni_id);
  }

  /** Approved items are public from now on and move to the top of Trending (`updated` is now); a schedule is done with. */
  async approve(ids: string[], now: string): Promise<void> {
    await this.db
      .updateTable('feed_item')
      .set({ u_approved_date: now, unpublished_date: null, publish_at: null, updated: now })
      .where('uni_id', 'in', ids)
      .execute();
  }

  /** Taken out of the public feeds, or kept out of them: a schedule is cancelled. */
  async unpublish(ids: string[], now: string): Promise<void> {
    await this.db.updateTable('feed_item').set({ u_approved_date: null, unpublished_date: now, publish_at: null }).where('uni_id', 'in', ids).execute();
  }

  /** Items not public now, to be published at `publishAt` (ISO, UTC) by `publishDue`. */
  async schedule(ids: string[], publishAt: string): Promise<void> {
    await this.db
      .updateTable('feed_item')
      .set({ publish_at: publishAt, unpublished_date: null })
      .where('uni_id', 'in', ids)
      .where('u_approved_date', 'is', null)
      .execute();
  }

  /** Back to pending; false when the item was not scheduled (any more: it may have been published meanwhile). */
  async unschedule(id: string): Promise<boolean> {
    const result = await this.db
      .updateTable('feed_item')
      .set({ publish_at: null })
      .where('uni_id', '=', id)
      .where('u_approved_date', 'is', null)
      .where('publish_at', 'is not', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /**
   * Whether a scheduled item is due at `now`. Read before `publishDue`, whose UPDATE, even of no row, raises
   * the content version on PostgreSQL (a statement trigger, migration 0006): asked every second by every
   * process, it would drop every kept public answer each second.
   */
  async anyDue(now: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('feed_item')
      .select('uni_id')
      .where('publish_at', '<=', now)
      .where('u_approved_date', 'is', null)
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }

  /**
   * Publishes every scheduled item due at `now`, approved at its own time (which becomes its `updated` too, as
   * an approval makes it), and answers those it published. One conditional UPDATE: of several processes
   * running it at once each item is published, and answered, by exactly one (decision 100).
   */
  async publishDue(now: string): Promise<{ uni_id: string; publish_at: string }[]> {
    // Every SET reads the row as it was, on both engines: both columns get the scheduled time.
    const scheduled = sql<string>`publish_at`;
    const rows = await this.db
      .updateTable('feed_item')
      .set({ u_approved_date: scheduled, updated: scheduled, unpublished_date: null, publish_at: null })
      .where('publish_at', '<=', now)
      .where('u_approved_date', 'is', null)
      .returning(['uni_id', 'u_approved_date'])
      .execute();
    return rows.map((row) => ({ uni_id: row.uni_id, publish_at: row.u_approved_date! }));
  }
}
