import type { ContentStatus, LinkCheck } from '@wiy/shared/admin.schema';
import type { Kysely, Selectable } from 'kysely';
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

  /** A page, newest `updated` first, with the total. */
  async list(filter: ContentFilter, page: number, size: number): Promise<{ rows: Selectable<FeedItemTable>[]; total: number }> {
    let query = this.db.selectFrom('feed_item');
    if (filter.status === 'approved') query = query.where('u_approved_date', 'is not', null);
    if (filter.status === 'unpublished') query = query.where('u_approved_date', 'is', null).where('unpublished_date', 'is not', null);
    if (filter.status === 'pending') query = query.where('u_approved_date', 'is', null).where('unpublished_date', 'is', null);
    if (filter.vendor) query = query.where('social_vendor', '=', filter.vendor);
    if (filter.categoryId) query = query.where('category_id', '=', filter.categoryId);
    if (filter.search) {
      const search = filter.search;
      query = query.where((eb) => eb.or([containsText('u_title', search), containsText('u_url', search)]));
    }
    const counted = await query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirst();
    const rows = await query
      .selectAll()
      .orderBy('updated', 'desc')
      .orderBy('uni_id', 'desc')
      .limit(size)
      .offset((page - 1) * size)
      .execute();
    return { rows, total: Number(counted?.total ?? 0) };
  }

  /** The items of `ids` that exist, in no order. */
  async rows(ids: string[]): Promise<Selectable<FeedItemTable>[]> {
    if (!ids.length) return [];
    return this.db.selectFrom('feed_item').selectAll().where('uni_id', 'in', ids).execute();
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

  /** Approved items are public from now on and move to the top of Trending (`updated` is now). */
  async approve(ids: string[], now: string): Promise<void> {
    await this.db.updateTable('feed_item').set({ u_approved_date: now, unpublished_date: null, updated: now }).where('uni_id', 'in', ids).execute();
  }

  async unpublish(ids: string[], now: string): Promise<void> {
    await this.db.updateTable('feed_item').set({ u_approved_date: null, unpublished_date: now }).where('uni_id', 'in', ids).execute();
  }
}
