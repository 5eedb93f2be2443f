import type { ContentStatus, LinkCheck } from '@wiy/shared/admin.schema';
import { sql, type Insertable, type Kysely, type Selectable } from 'kysely';
import type { Database, FeedItemTable } from '../../../db/schema.ts';
import { eachPart, inParts } from '../../../db/in-parts.ts';
import { containsText } from '../../../lib/text-search.ts';

export interface ContentFilter {
  status?: ContentStatus | undefined;
  vendor?: string | undefined;
  categoryId?: string | undefined;
  search?: string | undefined;
  /** Only the items this source brought in. */
  sourceId?: string | undefined;
}

/**
 * An item's status is the first of these whose column is set, else pending: an approval, a rejection, a time to
 * publish at, an unpublishing. The changes clear the others as they set one; the ranking decides what an import or
 * an older row holding two says.
 */
const STATUS_COLUMNS = [
  ['approved', 'u_approved_date'],
  ['rejected', 'rejected_date'],
  ['scheduled', 'publish_at'],
  ['unpublished', 'unpublished_date'],
] as const;

export function contentStatus(row: Pick<FeedItemTable, (typeof STATUS_COLUMNS)[number][1]>): ContentStatus {
  return STATUS_COLUMNS.find(([, column]) => row[column])?.[0] ?? 'pending';
}

/** An item's row with the name of the source that brought it in, if any. */
export type ListedContentRow = Selectable<FeedItemTable> & { source_name: string | null };

/** Content items as the console sees them (every status, any filter), and every write to them: the one writer of `feed_item`. */
export class ContentRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * A page with the total: the queue (pending and rejected) newest `created` first, as entries arrive; scheduled
   * items the soonest first; the other lists newest `updated` first.
   */
  async list(filter: ContentFilter, page: number, size: number): Promise<{ rows: ListedContentRow[]; total: number }> {
    let query = this.db.selectFrom('feed_item');
    const { status } = filter;
    if (status) {
      // The status's column set and every column ranked before it empty, as `contentStatus` reads them.
      const at = STATUS_COLUMNS.findIndex(([name]) => name === status);
      for (const [, column] of at === -1 ? STATUS_COLUMNS : STATUS_COLUMNS.slice(0, at)) query = query.where(`feed_item.${column}`, 'is', null);
      if (at !== -1) query = query.where(`feed_item.${STATUS_COLUMNS[at]![1]}`, 'is not', null);
    }
    if (filter.vendor) query = query.where('feed_item.social_vendor', '=', filter.vendor);
    if (filter.categoryId) query = query.where('feed_item.category_id', '=', filter.categoryId);
    if (filter.sourceId) query = query.where('feed_item.source_id', '=', filter.sourceId);
    if (filter.search) {
      const search = filter.search;
      query = query.where((eb) => eb.or([containsText('feed_item.u_title', search), containsText('feed_item.u_url', search)]));
    }
    const counted = await query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirst();
    const listed = query.leftJoin('source', 'source.uni_id', 'feed_item.source_id').selectAll('feed_item').select('source.name as source_name');
    const order = status === 'pending' || status === 'rejected' ? 'created' : 'updated';
    const rows = await (
      status === 'scheduled'
        ? listed.orderBy('feed_item.publish_at').orderBy('feed_item.uni_id')
        : listed.orderBy(`feed_item.${order}`, 'desc').orderBy('feed_item.uni_id', 'desc')
    )
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

  /** Forgets the last check of the item's main link (its link changed): as if never checked, due at once. */
  async forgetLinkCheck(id: string): Promise<void> {
    await this.db
      .updateTable('link_check')
      .set({ state: null, failures: 0, checked_at: null, next_check_at: '', detail: '' })
      .where('uni_id', '=', id)
      .execute();
  }

  /** The item whose main link is `url` (already normalised), if any. */
  async findIdByUrl(url: string): Promise<string | undefined> {
    return (await this.idsByUrl([url])).get(url);
  }

  /** The items whose main links are among `urls` (already normalised), by link. */
  async idsByUrl(urls: string[]): Promise<Map<string, string>> {
    const rows = await inParts(urls, (part) => this.db.selectFrom('feed_item').select(['u_url', 'uni_id']).where('u_url', 'in', part).execute());
    return new Map(rows.map((row) => [row.u_url, row.uni_id]));
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

  /** Approved items are public from now on and move to the top of Trending (`updated` is now); a rejection or a schedule is done with. */
  async approve(ids: string[], now: string): Promise<void> {
    await this.db
      .updateTable('feed_item')
      .set({ u_approved_date: now, unpublished_date: null, rejected_date: null, rejected_reason: null, publish_at: null, updated: now })
      .where('uni_id', 'in', ids)
      .execute();
  }

  /** Taken out of the public feeds, or kept out of them: a schedule is cancelled. */
  async unpublish(ids: string[], now: string): Promise<void> {
    await this.db
      .updateTable('feed_item')
      .set({ u_approved_date: null, unpublished_date: now, rejected_date: null, rejected_reason: null, publish_at: null })
      .where('uni_id', 'in', ids)
      .execute();
  }

  /** Rejected items are kept with the reason, out of every public feed, out of the queue, and no longer scheduled. */
  async reject(ids: string[], reason: string, now: string): Promise<void> {
    await this.db
      .updateTable('feed_item')
      .set({ u_approved_date: null, unpublished_date: null, rejected_date: now, rejected_reason: reason, publish_at: null })
      .where('uni_id', 'in', ids)
      .execute();
  }

  /**
   * Undoes a rejection: the item is pending again, and no rule's sentence says otherwise (the audit log keeps
   * what decided it). False when it was not rejected.
   */
  async restore(id: string): Promise<boolean> {
    const result = await this.db
      .updateTable('feed_item')
      .set({ rejected_date: null, rejected_reason: null, decision: null, decision_word: null })
      .where('uni_id', '=', id)
      .where('rejected_date', 'is not', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** Items not public now, to be published at `publishAt` (ISO, UTC) by `publishDue`. */
  async schedule(ids: string[], publishAt: string): Promise<void> {
    await this.db
      .updateTable('feed_item')
      .set({ publish_at: publishAt, unpublished_date: null, rejected_date: null, rejected_reason: null })
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
      .where('rejected_date', 'is', null)
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
      .where('rejected_date', 'is', null)
      .returning(['uni_id', 'u_approved_date'])
      .execute();
    return rows.map((row) => ({ uni_id: row.uni_id, publish_at: row.u_approved_date! }));
  }

  /**
   * Stores the rows in parts, leaving out each whose link is already an item's (a curator pasted it meanwhile, or
   * it came twice); answers the ids stored.
   */
  async insertMany(rows: readonly Insertable<FeedItemTable>[]): Promise<string[]> {
    const stored: string[] = [];
    await eachPart(rows, async (part) => {
      const inserted = await this.db
        .insertInto('feed_item')
        .values(part)
        .onConflict((conflict) => conflict.column('u_url').doNothing())
        .returning('uni_id')
        .execute();
      stored.push(...inserted.map((row) => row.uni_id));
    });
    return stored;
  }

  /**
   * Recomputes every public item's position in the Trending order, which the public feed reads by range. Writes
   * are rare curator actions and reads are the hot path, so the whole order is paid for here, in one statement
   * per engine.
   */
  async renumberTrending(): Promise<void> {
    const renumber = async (trx: Kysely<Database>) => {
      await sql`
        UPDATE feed_item SET feed_rank = ranked.position
        FROM (
          SELECT uni_id, ROW_NUMBER() OVER (ORDER BY updated DESC, uni_id DESC) AS position
          FROM feed_item WHERE u_approved_date IS NOT NULL
        ) AS ranked
        WHERE feed_item.uni_id = ranked.uni_id
          AND (feed_item.feed_rank IS NULL OR feed_item.feed_rank <> ranked.position)`.execute(trx);
      await sql`UPDATE feed_item SET feed_rank = NULL WHERE u_approved_date IS NULL AND feed_rank IS NOT NULL`.execute(trx);
    };
    if (this.db.isTransaction) await renumber(this.db);
    else await this.db.transaction().execute(renumber);
  }
}
