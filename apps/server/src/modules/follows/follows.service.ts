import { FOLLOWS_FULL, FOLLOWS_MAX, PUSH_DEVICES_MAX, type Follow, type FollowKind, type PushDevice } from '@wiy/shared/follows.schema';
import { ClientError } from '../../lib/client-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { FollowsRepository } from './follows.repository.ts';
import { isBrowserKey } from './push-sender.ts';

/** Following topics (decision 094): the account's follows and the browsers its notices go to. */
export class FollowsService {
  constructor(
    private readonly follows: FollowsRepository,
    private readonly clock: Clock,
    /** Whether notices may go to this address: the sender's own rule (`PushSender.mayReach`). */
    private readonly mayReach: (endpoint: string) => Promise<boolean>,
  ) {}

  async list(userId: string): Promise<{ follows: Follow[] }> {
    return { follows: await this.follows.list(userId) };
  }

  /** Follows a category or a hot topic, answering the follow; following it again changes nothing. */
  async add(userId: string, kind: FollowKind, id: string): Promise<Follow> {
    const missing = new ClientError(404, kind === 'category' ? 'No such category' : 'No such hot topic');
    if (!(await this.follows.topicExists(kind, id))) throw missing;
    if (!(await this.follows.addWithin(userId, kind, id, this.clock.now().toISOString(), FOLLOWS_MAX))) throw new ClientError(409, FOLLOWS_FULL);
    // A topic deleted in between is no follow.
    const follow = (await this.follows.list(userId)).find((entry) => entry.kind === kind && entry.id === id);
    if (!follow) throw missing;
    return follow;
  }

  async remove(userId: string, kind: FollowKind, id: string): Promise<{ removed: boolean }> {
    return { removed: await this.follows.remove(userId, kind, id) };
  }

  /**
   * Keeps the browser's push subscription for the account. Its address is the push service's, and the server
   * will send to it: only a public https address on a push service's port is taken (the rule `PushSender` sends by),
   * so that nobody makes the server call inside its network.
   */
  async saveDevice(userId: string, device: PushDevice): Promise<{ saved: boolean }> {
    if (!URL.canParse(device.endpoint)) throw new ClientError(400, 'endpoint: not a URL');
    if (!(await this.mayReach(device.endpoint))) throw new ClientError(400, 'endpoint: must be a push service at a public https address on port 443 or 8443');
    if (!isBrowserKey(device.keys.p256dh, device.keys.auth)) throw new ClientError(400, "keys.p256dh: not the browser's P-256 public key");
    await this.follows.saveDevice(userId, device, this.clock.now().toISOString(), PUSH_DEVICES_MAX);
    return { saved: true };
  }

  async removeDevice(userId: string, endpoint: string): Promise<{ removed: boolean }> {
    return { removed: await this.follows.removeDevice(userId, endpoint) };
  }
}
