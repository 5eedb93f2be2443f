import { ClientError } from '../../../lib/client-error.ts';
import type { Clock } from '../../../lib/clock.ts';
import { newId } from '../../../lib/ids.ts';
import type { AccountStore } from '../account.store.ts';

/** Push subscriptions from the native wrapper: a token subscribed to the product's topic (decision 4). */
export class PushService {
  constructor(
    private readonly store: AccountStore,
    private readonly clock: Clock,
    private readonly topic: string,
  ) {}

  async subscribe(input: { recipientToken: string; topic: string; application_name: string }): Promise<{ success: boolean }> {
    if (input.topic !== this.topic) throw new ClientError(400, `Unknown topic: the topic is ${this.topic}`);
    if (input.application_name !== this.topic) throw new ClientError(400, 'Unknown application_name');
    const now = this.clock.now();
    await this.store.repos.activity.subscribe({
      id: newId(now),
      recipient_token: input.recipientToken,
      topic: input.topic,
      application_name: input.application_name,
      created: now.toISOString(),
    });
    return { success: true };
  }
}
