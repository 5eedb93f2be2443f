import type { Kysely, Selectable } from 'kysely';
import type { Database, PushSubscriptionTable, SpentTimeTable } from '../../db/schema.ts';

/** Session-time records and push subscriptions. */
export class ActivityRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insertSpentTime(row: Selectable<SpentTimeTable>): Promise<void> {
    await this.db.insertInto('spent_time').values(row).execute();
  }

  /** Stores a token's subscription to a topic once; subscribing again changes nothing. */
  async subscribe(row: Selectable<PushSubscriptionTable>): Promise<void> {
    await this.db.insertInto('push_subscription').values(row).onConflict((oc) => oc.columns(['recipient_token', 'topic']).doNothing()).execute();
  }
}
