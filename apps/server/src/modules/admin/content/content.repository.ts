import type { ContentStatus, LinkCheck } from '@wiy/shared/admin.schema';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database, FeedItemTable } from '../../../db/schema.ts';
import { containsText } from '../../../lib/text-search.ts';

export interface ContentFilter {
  status?: ContentStatus | undefined;
  vendor?: string | undefined;
  categoryId?: string | undefined;
  search?: string | undefined;
  /** Only the items this source brought in. */
  sourceId?: string | undefined;
}

/** An item's row with the name of the source that brought it in, if any. */
export type ListedContentRow = Selectable<FeedItemTable> & { source_name: string | null };

/** Content items as the console sees them: every status, any filter. */
export class ContentRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * A page with the total: the queue (pending and rejected) newest `created` first, as entries arrive; the other
   * lists newest `updated` first.
   */
  async list(filter: ContentFilter, page: number, size: number): Promise<{ rows: ListedContentRow[]; total: number }> {
    let query = this.db.selectFrom('feed_item');
    const { status } = filter;
    if (status === 'approved') query = query.where('feed_item.u_approved_date', 'is not', null);
    if (status === 'unpublished')
      query = query
        .where('feed_item.u_approved_date', 'is', null)
        .where('feed_item.unpublished_date', 'is not', null)
        .where('feed_item.rejected_date', 'is', null);
    if (status === 'pending')
      query = query.where('feed_item.u_approved_date', 'is', null).where('feed_item.unpublished_date', 'is', null).where('feed_item.rejected_date', 'is', null);
    if (status === 'rejected') query = query.where('feed_item.u_approved_date', 'is', null).where('feed_item.rejected_date', 'is not', null);
    // Scheduling comes with its own migration (`publish_at`); until then no item is scheduled.
    if (status === 'scheduled') query = query.where(sql.lit(false));
    if (filter.vendor) query = query.where('feed_item.social_vendor', '=', filter.vendor);
    if (filter.categoryId) query = query.where('feed_item.category_id', '=', filter.categoryId);
    if (filter.sourceId) query = query.where('feed_item.source_id', '=', filter.sourceId);
    if (filter.search) {
      const search = filter.search;
      query = query.where((eb) => eb.or([containsText('feed_item.u_title', search), containsText('feed_item.u_url', search)]));
    }
    const counted = await query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirst();
    const order = status === 'pending' || status === 'rejected' ? 'created' : 'updated';
    const rows = await query
      .leftJoin('source', 'source.uni_id', 'feed_item.source_id')
      .selectAll('feed_item')
      .select('source.name as source_name')
      .orderBy(`feed_item.${order}`, 'desc')
      .orderBy('feed_item.uni_id', 'desc')
      .limit(size)
      .offset((page - 1) * size)
      .execute();
    return { rows, total: Number(counted?.total ?? 0) };
  }

  /** The items of `ids` that exist, in no order, each with its source's name. */
  async rows(ids: string[]): Promise<ListedContentRow[]> {
    if (!ids.length) return [];
    return this.db
      .selectFrom('feed_item')
      .leftJoin('source', 'source.uni_id', 'feed_item.source_id')
      .selectAll('feed_item')
      .select('source.name as source_name')
      .where('feed_item.uni_id', 'in', ids)
      .execute();
  }

  /** The last finished check of each of `ids`' main links (link-health), by id; an item never checked has none. */
  async linkChecks(ids: string[]): Promise<Map<string, LinkCheck>> {
    if (!ids.length) return new Map();
    const rows = await this.db
      .selectFrom('link_check')
      .select(['uni_id', 'state', 'failures', 'checked_at', 'detail'])
      .where('uni_id', 'in', ids)
      .where('state', 'is not', null)
      .execute();
    return new Map(rows.map(({ uni_id, state, failures, checked_at, detail }) => [uni_id, { state: state!, failures, checked_at: checked_at!, detail }]));
  }

  /** The item whose main link is `url` (already normalised), if any. */
  async findIdByUrl(url: string): Promise<string | undefined> {
    return (await this.db.selectFrom('feed_item').select('uni_id').where('u_url', '=', url).executeTakeFirst())?.uni_id;
  }

  /** Which of `urls` (already normalised) are items' main links. */
  async existingUrls(urls: string[]): Promise<Set<string>> {
    const found = new Set<string>();
    for (let i = 0; i < urls.length; i += 500) {
      const rows = await this.db
        .selectFrom('feed_item')
        .select('u_url')
        .where('u_url', 'in', urls.slice(i, i + 500))
        .execute();
      for (const row of rows) found.add(row.u_url);
    }
    return found;
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

  /** Approved items are public from now on and move to the top of Trending (`updated` is now); a rejection is undone. */
  async approve(ids: string[], now: string): Promise<void> {
    await this.db
      .updateTable('feed_item')
      .set({ u_approved_date: now, unpublished_date: null, rejected_date: null, rejected_reason: null, updated: now })
      .where('uni_id', 'in', ids)
      .execute();
  }

  async unpublish(ids: string[], now: string): Promise<void> {
    await this.db
      .updateTable('feed_item')
      .set({ u_approved_date: null, unpublished_date: now, rejected_date: null, rejected_reason: null })
      .where('uni_id', 'in', ids)
      .execute();
  }

  /** Rejected items are kept with the reason, out of every public feed and out of the queue. */
  async reject(ids: string[], reason: string, now: string): Promise<void> {
    await this.db
      .updateTable('feed_item')
      .set({ u_approved_date: null, unpublished_date: null, rejected_date: now, rejected_reason: reason })
      .where('uni_id', 'in', ids)
      .execute();
  }

  /** Undoes a rejection: the item is pending again. False when it was not rejected. */
  async restore(id: string): Promise<boolean> {
    const result = await this.db
      .updateTable('feed_item')
      .set({ rejected_date: null, rejected_reason: null })
      .where('uni_id', '=', id)
      .where('rejected_date', 'is not', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }
}
