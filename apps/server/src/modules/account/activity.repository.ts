import type { Kysely, Selectable } from 'kysely';
import type { Database, PushSubscriptionTable, SpentTimeTable } from '../../db/schema.ts';

/** Session-time records and push subscriptions. */
export class ActivityRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** One row per session (user and start time): sent again, the session keeps its latest end time. */
  async saveSpentTime(row: Selectable<SpentTimeTable>): Promise<void> {
    await this.db
      .insertInto('spent_time')
      .values(row)
      .onConflict((oc) =>
        oc
          .columns(['user_id', 'start_time'])
          .doUpdateSet((eb) => ({ end_time: eb.ref('excluded.end_time'), time_spent: eb.ref('excluded.time_spent') }))
          .where('spent_time.end_time', '<', (eb) => eb.ref('excluded.end_time')),
      )
      .execute();
  }

  /** Stores a token's subscription to a topic once; subscribing again changes nothing. */
  async subscribe(row: Selectable<PushSubscriptionTable>): Promise<void> {
    await this.db
      .insertInto('push_subscription')
      .values(row)
      .onConflict((oc) => oc.columns(['recipient_token', 'topic']).doNothing())
      .execute();
  }
}
