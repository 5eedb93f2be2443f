import type { Kysely } from 'kysely';
import type { DatabaseHandle } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { eachPart, inParts } from '../../db/in-parts.ts';
import { lockUntilCommit } from '../../db/transaction-lock.ts';
import type { SavedEntry } from '@wiy/shared/saved-rules';

/** A reader's saves; only those of items still public are ever read back. */
export class SavedRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly kind: DatabaseHandle['kind'],
  ) {}

  /** The saves of public items, newest saved first. */
  async listPublic(userId: string): Promise<SavedEntry[]> {
    return this.db
      .selectFrom('saved_item')
      .innerJoin('feed_item', 'feed_item.uni_id', 'saved_item.uni_id')
      .select(['saved_item.uni_id', 'saved_item.saved'])
      .where('saved_item.user_id', '=', userId)
      .where('feed_item.u_approved_date', 'is not', null)
      .orderBy('saved_item.saved', 'desc')
      .orderBy('saved_item.uni_id', 'desc')
      .execute();
  }

  /**
   * Adds those of `entries` that are public items not yet saved, newest first, while the account holds fewer
   * than `max` saves of public items (one it cannot see does not count), in one transaction that holds the
   * account's lock on PostgreSQL (SQLite writes one at a time): two saves at once never pass the limit together.
   * Answers the ids that are not public items, and whether any was left out for the limit.
   */
  async addWithin(userId: string, entries: SavedEntry[], max: number): Promise<{ notPublic: string[]; full: boolean }> {
    return this.db.transaction().execute(async (trx) => {
      await lockUntilCommit(trx, this.kind, `saved:${userId}`);
      const ids = entries.map((entry) => entry.uni_id);
      const publicIds = await inParts(ids, (part) =>
        trx.selectFrom('feed_item').select('uni_id').where('uni_id', 'in', part).where('u_approved_date', 'is not', null).execute(),
      );
      const savedIds = await inParts(ids, (part) =>
        trx.selectFrom('saved_item').select('uni_id').where('user_id', '=', userId).where('uni_id', 'in', part).execute(),
      );
      const { count } = await trx
        .selectFrom('saved_item')
        .innerJoin('feed_item', 'feed_item.uni_id', 'saved_item.uni_id')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .where('saved_item.user_id', '=', userId)
        .where('feed_item.u_approved_date', 'is not', null)
        .executeTakeFirstOrThrow();
      const isPublic = new Set(publicIds.map((row) => row.uni_id));
      const isSaved = new Set(savedIds.map((row) => row.uni_id));
      const fresh = entries.filter((entry) => isPublic.has(entry.uni_id) && !isSaved.has(entry.uni_id)).sort(newestFirst);
      const room = Math.max(0, max - Number(count));
      const added = fresh.slice(0, room);
      await eachPart(added, (part) =>
        trx
          .insertInto('saved_item')
          .values(part.map((entry) => ({ user_id: userId, uni_id: entry.uni_id, saved: entry.saved })))
          .execute(),
      );
      return { notPublic: ids.filter((id) => !isPublic.has(id)), full: fresh.length > room };
    });
  }

  /** One save, whatever its item's state. */
  async find(userId: string, uniId: string): Promise<SavedEntry | undefined> {
    return this.db.selectFrom('saved_item').select(['uni_id', 'saved']).where('user_id', '=', userId).where('uni_id', '=', uniId).executeTakeFirst();
  }

  async remove(userId: string, uniId: string): Promise<boolean> {
    const result = await this.db.deleteFrom('saved_item').where('user_id', '=', userId).where('uni_id', '=', uniId).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  /** Every save of the account, public or not, newest first: its data as the account's export hands it over. */
  async listAll(userId: string): Promise<SavedEntry[]> {
    return this.db
      .selectFrom('saved_item')
      .select(['uni_id', 'saved'])
      .where('user_id', '=', userId)
      .orderBy('saved', 'desc')
      .orderBy('uni_id', 'desc')
      .execute();
  }
}

const newestFirst = (a: SavedEntry, b: SavedEntry) => (a.saved === b.saved ? b.uni_id.localeCompare(a.uni_id) : b.saved.localeCompare(a.saved));
