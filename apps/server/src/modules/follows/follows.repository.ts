import type { Kysely } from 'kysely';
import type { Follow, FollowKind, PushDevice } from '@wiy/shared/follows.schema';
import { DEFAULT_LOCALE } from '@wiy/shared/locales';
import type { DatabaseHandle } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { eachPart } from '../../db/in-parts.ts';
import { lockUntilCommit } from '../../db/transaction-lock.ts';

/** A device a notice goes to. */
export interface NoticeDevice {
  endpoint: string;
  p256dh: string;
  auth: string;
  locale: string;
}

/** A notice to queue for one browser: `notice` is the `TopicNotice` as JSON. */
export interface QueuedNotice {
  id: string;
  endpoint: string;
  notice: string;
}

/** A published item with the topics it was published into. */
export interface PublishedItem {
  uni_id: string;
  u_title: string;
  category_id: string | null;
  category_label: string | null;
  hot_topic_id: string | null;
  hot_topic_title: string | null;
}

/** The topics readers follow, their browsers, and when each topic last sent a notice. */
export class FollowsRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly kind: DatabaseHandle['kind'],
  ) {}

  /** The account's follows with their topics' names, oldest first; a follow whose topic is gone is not listed. */
  async list(userId: string): Promise<Follow[]> {
    const rows = await this.db
      .selectFrom('followed_topic as f')
      .leftJoin('category as c', (join) => join.onRef('c.uni_id', '=', 'f.target_id').on('f.kind', '=', 'category'))
      .leftJoin('hot_topic as h', (join) => join.onRef('h.uni_id', '=', 'f.target_id').on('f.kind', '=', 'hot_topic'))
      .select(['f.kind', 'f.target_id', 'f.created', 'c.u_label', 'h.u_title'])
      .where('f.user_id', '=', userId)
      .orderBy('f.created')
      .orderBy('f.kind')
      .orderBy('f.target_id')
      .execute();
    return rows.flatMap((row) => {
      const label = row.kind === 'category' ? row.u_label : row.u_title;
      return label === null ? [] : [{ kind: row.kind as FollowKind, id: row.target_id, label, created: row.created }];
    });
  }

  /** Whether the topic exists: a follow names a category or a hot topic of the catalogue. */
  async topicExists(kind: FollowKind, id: string): Promise<boolean> {
    const table = kind === 'category' ? 'category' : 'hot_topic';
    return (await this.db.selectFrom(table).select('uni_id').where('uni_id', '=', id).executeTakeFirst()) !== undefined;
  }

  /**
   * Follows the topic unless the account already does, while it follows fewer than `max` topics that still
   * exist, under the account's lock on PostgreSQL (SQLite writes one at a time). Answers false when full.
   */
  async addWithin(userId: string, kind: FollowKind, id: string, at: string, max: number): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      await lockUntilCommit(trx, this.kind, `follows:${userId}`);
      const known = await trx
        .selectFrom('followed_topic')
        .select('target_id')
        .where('user_id', '=', userId)
        .where('kind', '=', kind)
        .where('target_id', '=', id)
        .executeTakeFirst();
      if (known) return true;
      // Follows of deleted topics are let go here, so that they never hold a place under the limit.
      await trx
        .deleteFrom('followed_topic')
        .where('user_id', '=', userId)
        .where((eb) =>
          eb.or([
            eb.and([eb('kind', '=', 'category'), eb('target_id', 'not in', eb.selectFrom('category').select('uni_id'))]),
            eb.and([eb('kind', '=', 'hot_topic'), eb('target_id', 'not in', eb.selectFrom('hot_topic').select('uni_id'))]),
          ]),
        )
        .execute();
      const { count } = await trx
        .selectFrom('followed_topic')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      if (Number(count) >= max) return false;
      await trx.insertInto('followed_topic').values({ user_id: userId, kind, target_id: id, created: at }).execute();
      return true;
    });
  }

  async remove(userId: string, kind: FollowKind, id: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom('followed_topic')
      .where('user_id', '=', userId)
      .where('kind', '=', kind)
      .where('target_id', '=', id)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  /**
   * Keeps a browser's subscription for the account (a browser signed in to another account before is now this
   * one's), and lets go of the account's oldest past `max`.
   */
  async saveDevice(userId: string, device: PushDevice, at: string, max: number): Promise<void> {
    const deviceRow = { user_id: userId, p256dh: device.keys.p256dh, auth: device.keys.auth, created: at, locale: device.locale ?? DEFAULT_LOCALE };
    await this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('web_push_device')
        .values({ ...deviceRow, endpoint: device.endpoint })
        .onConflict((conflict) => conflict.column('endpoint').doUpdateSet(deviceRow))
        .execute();
      const surplus = await trx
        .selectFrom('web_push_device')
        .select('endpoint')
        .where('user_id', '=', userId)
        .orderBy('created', 'desc')
        .orderBy('endpoint')
        .offset(max)
        .limit(1000)
        .execute();
      if (surplus.length > 0)
        await trx
          .deleteFrom('web_push_device')
          .where(
            'endpoint',
            'in',
            surplus.map((row) => row.endpoint),
          )
          .execute();
    });
  }

  /** Forgets a browser, for its own account only; answers whether it was kept. */
  async removeDevice(userId: string, endpoint: string): Promise<boolean> {
    const result = await this.db.deleteFrom('web_push_device').where('user_id', '=', userId).where('endpoint', '=', endpoint).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  /** A browser its push service says is gone (404 or 410). */
  async forgetDevice(endpoint: string): Promise<void> {
    await this.db.deleteFrom('web_push_device').where('endpoint', '=', endpoint).execute();
  }

  /** The account's browsers, for its data export: where its notices go, without the keys. */
  async devices(userId: string): Promise<{ endpoint: string; created: string }[]> {
    return this.db.selectFrom('web_push_device').select(['endpoint', 'created']).where('user_id', '=', userId).orderBy('created').execute();
  }

  /** Items just published, public ones only, with the names of their topics. */
  async published(ids: string[]): Promise<PublishedItem[]> {
    if (ids.length === 0) return [];
    return (
      this.db
        .selectFrom('feed_item as i')
        .leftJoin('category as c', 'c.uni_id', 'i.category_id')
        .leftJoin('hot_topic as h', 'h.uni_id', 'i.hot_topic_id')
        .select(['i.uni_id', 'i.u_title', 'i.category_id', 'c.u_label as category_label', 'i.hot_topic_id', 'h.u_title as hot_topic_title'])
        .where('i.uni_id', 'in', ids)
        .where('i.u_approved_date', 'is not', null)
        // A bulk approve gives its items one `updated`: the newest made breaks the tie, on either engine the same.
        .orderBy('i.updated', 'desc')
        .orderBy('i.created', 'desc')
        .orderBy('i.uni_id')
        .execute()
    );
  }

  /** The browsers of every account that follows the topic, but one whose owner asked for its deletion. */
  async followerDevices(kind: FollowKind, id: string): Promise<NoticeDevice[]> {
    return this.db
      .selectFrom('web_push_device as d')
      .innerJoin('followed_topic as f', 'f.user_id', 'd.user_id')
      .select(['d.endpoint', 'd.p256dh', 'd.auth', 'd.locale'])
      .where('f.kind', '=', kind)
      .where('f.target_id', '=', id)
      .where(({ not, exists, selectFrom }) =>
        not(exists(selectFrom('deletion_request as r').select('r.id').whereRef('r.user_id', '=', 'd.user_id').where('r.completed', 'is', null))),
      )
      .execute();
  }

  /**
   * Claims the topic's notice: true when it sent none since `since`, and then `at` is its last, and `queued` wait
   * for their browsers (`takeQueued`). One transaction, so that of several processes publishing into one topic at
   * once only one queues its notices, and a process that dies after claiming leaves them queued.
   */
  async claimNotice(kind: FollowKind, id: string, at: string, since: string, queued: QueuedNotice[] = []): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const claimed = await trx
        .insertInto('topic_notice')
        .values({ kind, target_id: id, sent: at })
        .onConflict((conflict) => conflict.columns(['kind', 'target_id']).doUpdateSet({ sent: at }).where('topic_notice.sent', '<=', since))
        .returning('kind')
        .executeTakeFirst();
      if (!claimed) return false;
      await eachPart(queued, (part) =>
        trx
          .insertInto('push_notice')
          .values(part.map((notice) => ({ ...notice, claimed_until: '' })))
          .execute(),
      );
      return true;
    });
  }

  /**
   * Holds up to `limit` queued notices that no process holds at `now` (none took them, or the one that did is past
   * its hold, having died, say) until `until`, and answers them with their browsers' keys. On PostgreSQL rows another
   * process is taking are skipped, and the outer condition makes a second taker of a row find it held.
   */
  async takeQueued(now: string, until: string, limit: number): Promise<{ id: string; device: NoticeDevice; notice: string }[]> {
    const free = this.db
      .selectFrom('push_notice')
      .select('id')
      .where('claimed_until', '<=', now)
      .orderBy('claimed_until')
      .orderBy('id')
      .limit(limit)
      .$if(this.kind === 'postgres', (query) => query.forUpdate().skipLocked());
    const taken = await this.db
      .updateTable('push_notice')
      .set({ claimed_until: until })
      .where('claimed_until', '<=', now)
      .where('id', 'in', free)
      .returning('id')
      .execute();
    if (taken.length === 0) return [];
    const rows = await this.db
      .selectFrom('push_notice as n')
      .innerJoin('web_push_device as d', 'd.endpoint', 'n.endpoint')
      .select(['n.id', 'n.notice', 'd.endpoint', 'd.p256dh', 'd.auth', 'd.locale'])
      .where(
        'n.id',
        'in',
        taken.map((row) => row.id),
      )
      .orderBy('n.id')
      .execute();
    return rows.map(({ id, notice, ...device }) => ({ id, device, notice }));
  }

  /** Drops a queued notice once sent (or given up on), if this process's hold (`until`) is still its own. */
  async dropQueued(id: string, until: string): Promise<void> {
    await this.db.deleteFrom('push_notice').where('id', '=', id).where('claimed_until', '=', until).execute();
  }
}
