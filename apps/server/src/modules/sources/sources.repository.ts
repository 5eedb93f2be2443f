import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { Database, FeedItemTable, SourceTable } from '../../db/schema.ts';

export type SourceRow = Selectable<SourceTable>;

/** What a poll leaves on its source. */
export type PollOutcome = Pick<
  Updateable<SourceTable>,
  'last_polled_at' | 'last_success_at' | 'last_error' | 'failures' | 'next_poll_at' | 'etag' | 'last_modified'
>;

/** The sources and the items they bring in. */
export class SourcesRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Every source, by name. */
  async list(): Promise<SourceRow[]> {
    return this.db.selectFrom('source').selectAll().orderBy('name').orderBy('uni_id').execute();
  }

  async find(id: string): Promise<SourceRow | undefined> {
    return this.db.selectFrom('source').selectAll().where('uni_id', '=', id).executeTakeFirst();
  }

  /** The source polling `feedUrl`, if any. */
  async findIdByFeedUrl(feedUrl: string): Promise<string | undefined> {
    return (await this.db.selectFrom('source').select('uni_id').where('feed_url', '=', feedUrl).executeTakeFirst())?.uni_id;
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

  /** Enabled sources whose time has come, the longest waiting first. */
  async due(now: string, limit: number): Promise<SourceRow[]> {
    return this.db.selectFrom('source').selectAll().where('enabled', '=', 1).where('next_poll_at', '<=', now).orderBy('next_poll_at').limit(limit).execute();
  }

  /**
   * Takes the source for one poll: moves `next_poll_at` from what the caller read (`seen`) to `lease`, in one
   * conditional statement, so that of several processes reading the same due source one alone changes the row and
   * polls it. The lease outlasts any poll; a process that dies mid-poll leaves the source due again at its end.
   */
  async claim(id: string, seen: string, lease: string): Promise<boolean> {
    const result = await this.db
      .updateTable('source')
      .set({ next_poll_at: lease })
      .where('uni_id', '=', id)
      .where('next_poll_at', '=', seen)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async recordPoll(id: string, outcome: PollOutcome): Promise<void> {
    await this.db.updateTable('source').set(outcome).where('uni_id', '=', id).execute();
  }

  /** Counts entries brought in: `added` in all, `capped` of them toward `day`'s cap. */
  async countBroughtIn(id: string, added: number, cap: { day: string; count: number }): Promise<void> {
    await this.db
      .updateTable('source')
      .set((eb) => ({ item_count: eb('item_count', '+', added), cap_day: cap.day, cap_count: cap.count }))
      .where('uni_id', '=', id)
      .execute();
  }

  /** Stores an entry as an item; false when its link is already an item's (a curator pasted it meanwhile). */
  async insertItem(row: Insertable<FeedItemTable>): Promise<boolean> {
    const result = await this.db
      .insertInto('feed_item')
      .values(row)
      .onConflict((conflict) => conflict.column('u_url').doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows) > 0;
  }
}
