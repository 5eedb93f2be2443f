import { createHash, randomBytes } from 'node:crypto';
import { messages, passwordProblem } from '@wiy/shared/account-rules';
import type { SuccessAnswer } from '@wiy/shared/account.schema';
import { ClientError } from '../../../lib/client-error.ts';
import type { Clock } from '../../../lib/clock.ts';
import { newId } from '../../../lib/ids.ts';
import type { PasswordHasher } from '../../../lib/password-hash.ts';
import { RESET_GRANT_TTL_MS } from '../account.limits.ts';
import { requireMobile } from '../account-input.ts';
import type { AccountStore } from '../account.store.ts';
import { isCommonPassword } from '../common-passwords.ts';
import type { OtpService } from '../one-time-codes/otp.service.ts';
import type { LoginThrottle } from '../session/login-throttle.service.ts';

const NO_RESET = 'Please verify the OTP before setting a new password';

/** Password reset (spec 001 §4, §7): a code, a grant won by the right code, one new password per grant. */
export class PasswordResetService {
  constructor(
    private readonly store: AccountStore,
    private readonly otp: OtpService,
    private readonly throttle: LoginThrottle,
    private readonly passwords: PasswordHasher,
    private readonly clock: Clock,
  ) {}

  /** Sends a reset code when the number is registered; an unknown number gets the same answer, cost and code row. */
  async forgotPassword(userName: string, ip: string): Promise<{ Message: string }> {
    const mobile = requireMobile(userName);
    const user = await this.store.repos.users.findByUserName(mobile);
    await this.otp.issue(mobile, 'reset', ip, { deliver: Boolean(user?.verified) });
    return { Message: messages.resetOtpSent };
  }

  /** A right reset code wins a grant to set one new password, bound to the token answered here. */
  async verifyReset(userName: string, code: string): Promise<SuccessAnswer> {
    const mobile = requireMobile(userName);
    await this.otp.verify(mobile, 'reset', code);
    const user = await this.store.repos.users.findByUserName(mobile);
    // Only a guessed code of an unknown number gets here; it answers as a wrong code does.
    if (!user) throw new ClientError(400, messages.otpMismatch);
    const now = this.clock.now();
    const resetToken = randomBytes(32).toString('base64url');
    await this.store.repos.grants.retireAll(user.id, now.toISOString());
    await this.store.repos.grants.insert({
      id: newId(now),
      user_id: user.id,
      token_hash: sha256(resetToken),
      created: now.toISOString(),
      expires: new Date(now.getTime() + RESET_GRANT_TTL_MS).toISOString(),
      used: null,
    });
    return { success: true, Message: 'OTP verified', reset_token: resetToken };
  }

  /** Sets the new password with a live grant, and ends every session of the account; no grant, no hash. */
  async setNewPassword(userName: string, password: string, resetToken: string): Promise<{ Success: string }> {
    const mobile = requireMobile(userName);
    const problem = passwordProblem(password);
    if (problem) throw new ClientError(400, problem);
    if (await isCommonPassword(password)) throw new ClientError(400, messages.commonPassword);
    const user = await this.store.repos.users.findByUserName(mobile);
    const tokenHash = sha256(resetToken);
    if (!user || !(await this.store.repos.grants.isLive(user.id, tokenHash, this.clock.now().toISOString()))) throw new ClientError(400, NO_RESET);
    const passwordHash = await this.passwords.hash(password);
    const at = this.clock.now().toISOString();
    if (!(await this.store.repos.grants.consume(user.id, tokenHash, at))) throw new ClientError(400, NO_RESET);
    await this.store.repos.users.setPasswordHash(user.id, passwordHash, at);
    await this.store.repos.sessions.revokeAllOfUser(user.id, at);
    await this.throttle.succeed(user.user_name);
    return { Success: 'Password changed successfully' };
  }
}

function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
