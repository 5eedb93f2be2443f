import type { BrokenLinkState } from '@wiy/shared/feed.schema';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { constraintKind } from '../curation/records/record.repository.ts';
import type { LinkFinding } from './link-checker.ts';

/** An item whose main link is to be checked, as the job and the console's "check now" read it. */
export interface LinkTarget {
  uni_id: string;
  u_url: string;
  social_vendor: string;
  /** When the item became public; null for an item not public now. */
  u_approved_date: string | null;
  /** The item's `next_check_at` as read, the claim's condition ('' never checked); null when it has no check row. */
  seen: string | null;
}

const TARGET_COLUMNS = ['f.uni_id', 'f.u_url', 'f.social_vendor', 'f.u_approved_date', 'c.next_check_at as seen'] as const;

/** The checks of the items' main links (0014-link-health.ts, 0015-link-checks-due.ts). */
export class LinkCheckRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * Up to `limit` approved items due for a check at `now`: those never checked first ('' before any time), then
   * the longest due. Read off the index `link_check_due` in its order (every approved item has its row, 0015).
   */
  async due(now: string, limit: number): Promise<LinkTarget[]> {
    return this.dueQuery(now, limit).execute();
  }

  /** The query `due` runs, apart so that its plan can be checked. */
  dueQuery(now: string, limit: number) {
    return this.db
      .selectFrom('link_check as c')
      .innerJoin('feed_item as f', 'f.uni_id', 'c.uni_id')
      .select(TARGET_COLUMNS)
      .where('c.next_check_at', '<=', now)
      .where('f.u_approved_date', 'is not', null)
      .orderBy('c.next_check_at')
      .orderBy('c.uni_id')
      .limit(limit);
  }

  /** The item, whatever its status; undefined when there is none. */
  async target(uniId: string): Promise<LinkTarget | undefined> {
    return this.db
      .selectFrom('feed_item as f')
      .leftJoin('link_check as c', 'c.uni_id', 'f.uni_id')
      .select(TARGET_COLUMNS)
      .where('f.uni_id', '=', uniId)
      .executeTakeFirst();
  }

  /**
   * Claims the item's check until `lease`, on the condition that nobody changed its `next_check_at` since it was
   * read as `seen` (a first check: that nobody made its row): one statement, so of several processes claiming one
   * item at once exactly one is answered true.
   */
  async claim(uniId: string, seen: string | null, lease: string): Promise<boolean> {
    if (seen !== null) {
      const result = await this.db
        .updateTable('link_check')
        .set({ next_check_at: lease })
        .where('uni_id', '=', uniId)
        .where('next_check_at', '=', seen)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    }
    try {
      const result = await this.db
        .insertInto('link_check')
        .values({ uni_id: uniId, state: null, failures: 0, checked_at: null, next_check_at: lease, detail: '' })
        .onConflict((conflict) => conflict.column('uni_id').doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows) === 1;
    } catch (error) {
      // The item was deleted since it was read: nothing to check.
      if (constraintKind(error) === 'reference') return false;
      throw error;
    }
  }

  /**
   * Writes what a check found, due again at `next`, if its claim (`lease`) still holds: a removed or private result
   * adds one to the failures in a row, an ok result clears them, an unreachable one leaves them (a platform's outage
   * proves nothing either way). Answers the failures now counted; undefined when nothing was written: another check
   * of the item wrote first or took the claim over (a curator's "check now", or a look once the lease ran out), a
   * curator's edit of the link made it due afresh, or the item is gone. Of checks running at once, one counts.
   */
  async record(uniId: string, lease: string, finding: LinkFinding, now: string, next: string): Promise<number | undefined> {
    const broken = finding.state === 'removed' || finding.state === 'private';
    const row = await this.db
      .updateTable('link_check')
      .set((eb) => ({
        state: finding.state,
        failures: broken ? eb('failures', '+', 1) : finding.state === 'ok' ? eb.lit(0) : eb.ref('failures'),
        checked_at: now,
        next_check_at: next,
        detail: finding.detail,
      }))
      .where('uni_id', '=', uniId)
      .where('next_check_at', '=', lease)
      .returning('failures')
      .executeTakeFirst();
    return row?.failures;
  }

  /** The state the public detail shows for the item: removed or private when its last check found so. */
  async knownBroken(uniId: string): Promise<BrokenLinkState | undefined> {
    const row = await this.db
      .selectFrom('link_check')
      .select('state')
      .where('uni_id', '=', uniId)
      .where('state', 'in', ['removed', 'private'])
      .executeTakeFirst();
    return (row?.state ?? undefined) as BrokenLinkState | undefined;
  }

  /**
   * A page of the public or unpublished items whose last check found the link removed, private or unreachable:
   * removed and private first, then unreachable, each newest check first; with the total.
   */
  async brokenPage(page: number, size: number): Promise<{ ids: string[]; total: number }> {
    const query = this.db
      .selectFrom('link_check as c')
      .innerJoin('feed_item as f', 'f.uni_id', 'c.uni_id')
      .where('c.state', 'in', ['removed', 'private', 'unreachable'])
      .where((eb) => eb.or([eb('f.u_approved_date', 'is not', null), eb('f.unpublished_date', 'is not', null)]));
    const counted = await query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirst();
    const rows = await query
      .select('c.uni_id')
      .orderBy(sql`CASE WHEN c.state = 'unreachable' THEN 1 ELSE 0 END`)
      .orderBy('c.checked_at', 'desc')
      .orderBy('c.uni_id')
      .limit(size)
      .offset((page - 1) * size)
      .execute();
    return { ids: rows.map((row) => row.uni_id), total: Number(counted?.total ?? 0) };
  }
}
