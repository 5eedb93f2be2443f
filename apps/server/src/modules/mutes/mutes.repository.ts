import type { Kysely } from 'kysely';
import type { Mute, MuteKind, Muted } from '@wiy/shared/mute-rules';
import type { DatabaseHandle } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { lockUntilCommit } from '../../db/transaction-lock.ts';

/** A reader's mutes. */
export class MutesRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly kind: DatabaseHandle['kind'],
  ) {}

  /** Every mute of the account, in the order they were added. */
  async list(userId: string): Promise<Muted[]> {
    const rows = await this.db
      .selectFrom('muted_term')
      .select(['kind', 'value', 'label', 'created'])
      .where('user_id', '=', userId)
      .orderBy('created')
      .orderBy('kind')
      .orderBy('value')
      .execute();
    return rows.map((row) => ({ ...row, kind: row.kind as MuteKind }));
  }

  /**
   * Adds those of `mutes` not yet kept, in their order, while the account holds fewer than `max`, in one
   * transaction that holds the account's lock on PostgreSQL (SQLite writes one at a time). Answers whether any
   * was left out for the limit.
   */
  async addWithin(userId: string, mutes: Mute[], at: string, max: number): Promise<{ full: boolean }> {
    return this.db.transaction().execute(async (trx) => {
      await lockUntilCommit(trx, this.kind, `mutes:${userId}`);
      const kept = await trx.selectFrom('muted_term').select(['kind', 'value']).where('user_id', '=', userId).execute();
      const known = new Set(kept.map((row) => `${row.kind}\u0000${row.value}`));
      const fresh = new Map<string, Mute>();
      for (const mute of mutes) if (!known.has(`${mute.kind}\u0000${mute.value}`)) fresh.set(`${mute.kind}\u0000${mute.value}`, mute);
      const room = Math.max(0, max - kept.length);
      const added = [...fresh.values()].slice(0, room);
      if (added.length > 0) {
        await trx
          .insertInto('muted_term')
          .values(added.map((mute) => ({ user_id: userId, kind: mute.kind, value: mute.value, label: mute.label, created: at })))
          .execute();
      }
      return { full: fresh.size > room };
    });
  }

  async remove(userId: string, kind: MuteKind, value: string): Promise<boolean> {
    const result = await this.db.deleteFrom('muted_term').where('user_id', '=', userId).where('kind', '=', kind).where('value', '=', value).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }
}
