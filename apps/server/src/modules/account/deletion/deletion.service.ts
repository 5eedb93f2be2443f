import { DELETE_DESCRIPTION_MIN, DELETION_REQUESTED, messages, type DeleteReason } from '@wiy/shared/account-rules';
import { ClientError } from '../../../lib/client-error.ts';
import type { Clock } from '../../../lib/clock.ts';
import { newId } from '../../../lib/ids.ts';
import type { PasswordHasher } from '../../../lib/password-hash.ts';
import type { AuthUser } from '../../../plugins/auth.ts';
import { DELETION_GRACE_MS, RATE_EVENT_RETENTION_MS } from '../account.limits.ts';
import type { AccountStore } from '../account.store.ts';
import type { LoginThrottle } from '../session/login-throttle.service.ts';

/**
 * Account deletion (spec 001 §4): a request with the password checked is recorded and ends every session;
 * after the grace period the maintenance job removes the account and its personal data, keeping the
 * reason and description for the operators.
 */
export class DeletionService {
  constructor(
    private readonly store: AccountStore,
    private readonly throttle: LoginThrottle,
    private readonly passwords: PasswordHasher,
    private readonly clock: Clock,
  ) {}

  async status(userId: string): Promise<{ Message: string }> {
    const open = await this.store.repos.deletions.findOpenForUser(userId);
    return { Message: open ? DELETION_REQUESTED : 'Not Requested' };
  }

  async request(user: AuthUser, input: { password: string; reason: DeleteReason; description: string }): Promise<{ Success: string }> {
    if (input.description.trim().length < DELETE_DESCRIPTION_MIN) throw new ClientError(400, messages.descriptionShort);
    if (input.password === '') throw new ClientError(400, messages.passwordRequired);
    const now = this.clock.now();
    // The password guard of login applies: this is a password check too.
    await this.throttle.begin(user.userName, now);
    const row = await this.store.repos.users.findById(user.id);
    if (!row || !(await this.passwords.verify(row.password_hash, input.password))) throw new ClientError(400, messages.passwordIncorrect);
    await this.throttle.succeed(user.userName);
    const at = now.toISOString();
    if (!(await this.store.repos.deletions.findOpenForUser(user.id))) {
      await this.store.repos.deletions.insert({
        id: newId(now),
        user_id: user.id,
        user_name: user.userName,
        reason: input.reason,
        description: input.description.trim(),
        requested: at,
        remove_after: new Date(now.getTime() + DELETION_GRACE_MS).toISOString(),
        completed: null,
      });
    }
    await this.store.repos.sessions.revokeAllOfUser(user.id, at);
    return { Success: 'Your account deletion request has been received' };
  }

  /**
   * Removes every account whose grace period has ended, with its sessions, grants, codes and counters,
   * and prunes expired codes and old counters. Safe to run in several processes at once: every step is a
   * delete that a second run finds already done. Answers how many accounts it removed.
   */
  async runMaintenance(): Promise<number> {
    const now = this.clock.now();
    const at = now.toISOString();
    const due = await this.store.repos.deletions.findDue(at);
    for (const request of due) {
      await this.store.exclusive([`account:${request.user_name}`], async (repos) => {
        if (request.user_id) await repos.users.delete(request.user_id);
        await repos.otps.deleteForMobile(request.user_name);
        for (const prefix of ['otp-sent', 'otp-fail', 'login-fail']) await repos.rates.deleteKey(`${prefix}:${request.user_name}`);
        await repos.deletions.complete(request.id, at);
      });
    }
    await this.store.repos.otps.deleteExpired(at);
    await this.store.repos.rates.deleteOlderThan(new Date(now.getTime() - RATE_EVENT_RETENTION_MS).toISOString());
    return due.length;
  }
}
