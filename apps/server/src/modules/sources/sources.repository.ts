import type { ExpressionBuilder, Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { Database, SourceTable } from '../../db/schema.ts';
import { inParts } from '../../db/in-parts.ts';

export type SourceRow = Selectable<SourceTable>;

/** What a poll leaves on its source. */
export type PollOutcome = Pick<
  Updateable<SourceTable>,
  'last_polled_at' | 'last_success_at' | 'last_error' | 'failures' | 'next_poll_at' | 'etag' | 'last_modified'
>;

/** No poll holds the source at `now`: none claimed it, or the one that did is past its lease. */
const free = (now: string) => (eb: ExpressionBuilder<Database, 'source'>) => eb.or([eb('polling_until', 'is', null), eb('polling_until', '<=', now)]);

/** The sources: their settings and how their polling goes. */
export class SourcesRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Every source, by name. */
  async list(): Promise<SourceRow[]> {
    return this.db.selectFrom('source').selectAll().orderBy('name').orderBy('uni_id').execute();
  }

  async find(id: string): Promise<SourceRow | undefined> {
    return this.db.selectFrom('source').selectAll().where('uni_id', '=', id).executeTakeFirst();
  }

  /** Those of `ids` that exist, by id. */
  async findMany(ids: string[]): Promise<Map<string, SourceRow>> {
    const rows = await inParts(ids, (part) => this.db.selectFrom('source').selectAll().where('uni_id', 'in', part).execute());
    return new Map(rows.map((row) => [row.uni_id, row]));
  }

  /** The sources polling any of `feedUrls`, by feed. */
  async idsByFeedUrl(feedUrls: string[]): Promise<Map<string, string>> {
    const rows = await inParts(feedUrls, (part) => this.db.selectFrom('source').select(['feed_url', 'uni_id']).where('feed_url', 'in', part).execute());
    return new Map(rows.map((row) => [row.feed_url, row.uni_id]));
  }

  async insert(row: Insertable<SourceTable>): Promise<void> {
    await this.db.insertInto('source').values(row).execute();
  }

  /** False when there is no such source. */
  async update(id: string, changes: Updateable<SourceTable>): Promise<boolean> {
    const result = await this.db.updateTable('source').set(changes).where('uni_id', '=', id).executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** False when there was none; its items stay, without their source. */
  async delete(id: string): Promise<boolean> {
    const result = await this.db.deleteFrom('source').where('uni_id', '=', id).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  /** Enabled sources whose time has come and that no poll holds, the longest waiting first. */
  async due(now: string, limit: number): Promise<SourceRow[]> {
    return this.db
      .selectFrom('source')
      .selectAll()
      .where('enabled', '=', 1)
      .where('next_poll_at', '<=', now)
      .where(free(now))
      .orderBy('next_poll_at')
      .limit(limit)
      .execute();
  }

  /**
   * Takes the source for one poll until `lease`, in one conditional statement, unless a poll holds it (or, for
   * `onlyIfDue`, it is no longer due: another process polled it since it was read): of several processes, or a job
   * and a curator's "poll now", reaching for the same source at once, one alone polls it. Answers the source as it
   * is once taken, undefined when not taken. The lease outlasts any poll; a process that dies mid-poll leaves the
   * source free again at its end.
   */
  async claim(id: string, now: string, lease: string, onlyIfDue: boolean): Promise<SourceRow | undefined> {
    let claim = this.db.updateTable('source').set({ polling_until: lease }).where('uni_id', '=', id).where(free(now));
    if (onlyIfDue) claim = claim.where('next_poll_at', '<=', now);
    const result = await claim.executeTakeFirst();
    return Number(result.numUpdatedRows) === 1 ? this.find(id) : undefined;
  }

  /** The poll's outcome, and the source free again. */
  async recordPoll(id: string, outcome: PollOutcome): Promise<void> {
    await this.db
      .updateTable('source')
      .set({ ...outcome, polling_until: null })
      .where('uni_id', '=', id)
      .execute();
  }

  /** The source free again after a poll that could record nothing. */
  async release(id: string): Promise<void> {
    await this.db.updateTable('source').set({ polling_until: null }).where('uni_id', '=', id).execute();
  }

  /** Counts entries brought in: `added` in all, `capped` of them toward `day`'s cap. */
  async countBroughtIn(id: string, added: number, cap: { day: string; count: number }): Promise<void> {
    await this.db
      .updateTable('source')
      .set((eb) => ({ item_count: eb('item_count', '+', added), cap_day: cap.day, cap_count: cap.count }))
      .where('uni_id', '=', id)
      .execute();
  }
}
