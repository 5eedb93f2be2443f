import type { AccountExport } from '@wiy/shared/account.schema';
import { ClientError } from '../../../lib/client-error.ts';
import type { Clock } from '../../../lib/clock.ts';
import type { FollowsRepository } from '../../follows/follows.repository.ts';
import type { MutesRepository } from '../../mutes/mutes.repository.ts';
import type { SavedRepository } from '../../saved/saved.repository.ts';
import type { AccountStore } from '../account.store.ts';

/**
 * The account's data for its owner (decisions 092 to 094): the account's own fields, every save (public or not),
 * every mute, every follow and the browsers its notices go to.
 * No password hash, session or counter: those are the server's means, not the reader's data.
 */
export class DataExportService {
  constructor(
    private readonly store: AccountStore,
    private readonly saved: SavedRepository,
    private readonly mutes: MutesRepository,
    private readonly follows: FollowsRepository,
    private readonly clock: Clock,
  ) {}

  async export(userId: string): Promise<AccountExport> {
    const user = await this.store.repos.users.findById(userId);
    if (!user) throw new ClientError(401, 'Sign in to continue');
    return {
      account: { mobile: user.user_name, first_name: user.first_name, last_name: user.last_name, email: user.email, role: user.role, created: user.created },
      saved: await this.saved.listAll(userId),
      mutes: await this.mutes.list(userId),
      follows: await this.follows.list(userId),
      push_devices: await this.follows.devices(userId),
      exported: this.clock.now().toISOString(),
    };
  }
}
