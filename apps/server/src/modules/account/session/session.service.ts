import { createHash, randomBytes } from 'node:crypto';
import { messages, mobileFromPrefixed, MOBILE_PATTERN, passwordProblem, signUpProblem, USER_TYPE } from '@wiy/shared/account-rules';
import type { CreateUserAnswer, FormField, LoginAnswer, RegistrationTemplate, SuccessAnswer, VerifyAnswer } from '@wiy/shared/account.schema';
import { ClientError } from '../../lib/client-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { newId } from '../../lib/ids.ts';
import type { PasswordHasher } from '../../lib/password-hash.ts';
import { TOKEN_LIFETIME_MS, type TokenSigner } from '../../plugins/auth.ts';
import { RESET_GRANT_TTL_MS } from './account.limits.ts';
import type { AccountStore } from './account.store.ts';
import { isCommonPassword } from './common-passwords.ts';
import type { LoginThrottle } from './login-throttle.service.ts';
import type { OtpService } from './otp.service.ts';

/** `/verify` hands out a fresh token once less than this share of the old one's life is left. */
const REFRESH_WHEN_LEFT = 0.25;

const SIGN_UP_FIELDS = ['first_name', 'name', 'last_name', 'contact_number', 'user_name', 'password', 'email_id', 'type', 'application'] as const;
const INVALID_LOGIN = 'Invalid mobile number or password';
const NO_RESET = 'Please verify the OTP before setting a new password';

/** Sign-up, login, sessions and password reset (spec 001 §4, §7), on top of the auth core's tokens. */
export class AuthService {
  constructor(
    private readonly store: AccountStore,
    private readonly otp: OtpService,
    private readonly throttle: LoginThrottle,
    private readonly passwords: PasswordHasher,
    private readonly tokens: TokenSigner,
    private readonly clock: Clock,
    private readonly appCode: string,
  ) {}

  /** The sign-up form the client fills by field name (spec 001 §3). */
  registrationTemplate(): RegistrationTemplate {
    return {
      formRecord: [
        { name: 'first_name', label: 'First name', type: 'text', value: '' },
        { name: 'last_name', label: 'Last name', type: 'text', value: '' },
        { name: 'contact_number', label: 'Mobile number', type: 'tel', value: '' },
        { name: 'email_id', label: 'Email', type: 'email', value: '' },
        { name: 'password', label: 'Password', type: 'password', value: '' },
        { name: 'type', type: 'hidden', value: USER_TYPE },
        { name: 'application', type: 'hidden', value: this.appCode },
      ],
    };
  }

  /**
   * Creates a pending account and sends its code. A verified number answers `isUserPresent` (the screen
   * sends the person to login); a number whose sign-up was never verified may sign up again. Every cheap
   * check (input, registration, the code limits) comes before the password hash.
   */
  async signUp(fields: FormField[], ip: string): Promise<CreateUserAnswer> {
    const byName = new Map<string, string>();
    for (const field of fields) {
      if (!(SIGN_UP_FIELDS as readonly string[]).includes(field.name)) throw new ClientError(400, `Unknown field "${field.name}"`);
      byName.set(field.name, field.value);
    }
    if ((byName.get('type') ?? USER_TYPE) !== USER_TYPE) throw new ClientError(400, `The user type must be ${USER_TYPE}`);
    this.checkApplication(byName.get('application'));
    const values = {
      mobile: byName.get('contact_number') ?? byName.get('user_name') ?? '',
      firstName: byName.get('first_name') ?? byName.get('name') ?? '',
      lastName: byName.get('last_name') ?? '',
      email: byName.get('email_id') ?? '',
      password: byName.get('password') ?? '',
    };
    const problem = signUpProblem(values);
    if (problem) throw new ClientError(400, problem.message);
    if (await isCommonPassword(values.password)) throw new ClientError(400, messages.commonPassword);
    if ((await this.store.repos.users.findByUserName(values.mobile))?.verified) return { isUserPresent: true };
    await this.otp.checkIssue(values.mobile, ip);

    const passwordHash = await this.passwords.hash(values.password);
    const at = this.clock.now().toISOString();
    const details = {
      first_name: values.firstName.trim(),
      last_name: values.lastName.trim(),
      email: values.email.trim() || null,
      password_hash: passwordHash,
      updated: at,
    };
    await this.otp.issue(values.mobile, 'signup', ip, {
      prepare: async (repos) => {
        const existing = await repos.users.findByUserName(values.mobile);
        if (existing?.verified) throw new ClientError(409, messages.alreadyRegistered);
        if (existing) return repos.users.updatePending(existing.id, details);
        await repos.users.insert({
          id: newId(this.clock.now()),
          user_name: values.mobile,
          ...details,
          type: USER_TYPE,
          application: this.appCode,
          role: 'visitor',
          verified: null,
          created: at,
        });
      },
    });
    return { isUserPresent: false, Message: 'OTP sent to your mobile number' };
  }

  /** Sends another sign-up code to a number whose sign-up waits for one. */
  async resendSignUpCode(mobile: string, ip: string): Promise<{ Message: string }> {
    const user = await this.store.repos.users.findByUserName(this.requireMobile(mobile));
    if (!user || user.verified) throw new ClientError(400, 'No sign-up is waiting for this mobile number');
    await this.otp.issue(user.user_name, 'signup', ip);
    return { Message: 'OTP sent to your mobile number' };
  }

  /** The sign-up code: a right one verifies the account. */
  async verifySignUp(mobile: string, code: string): Promise<SuccessAnswer> {
    const number = this.requireMobile(mobile);
    await this.otp.verify(number, 'signup', code);
    const user = await this.store.repos.users.findByUserName(number);
    if (user) await this.store.repos.users.markVerified(user.id, this.clock.now().toISOString());
    return { success: true, Message: 'Registration successful! Please login to continue' };
  }

  /** Checks the password under the throttle and opens a session; the answer the login screen reads. */
  async login(username: string, password: string): Promise<LoginAnswer> {
    if (username === '' || password === '') throw new ClientError(400, messages.blankLogin);
    const mobile = MOBILE_PATTERN.test(username) ? username : undefined;
    const now = this.clock.now();
    await this.throttle.begin(mobile ?? username, now);
    const user = mobile ? await this.store.repos.users.findByUserName(mobile) : undefined;
    // An unknown number takes the time a check takes, without the check's CPU (issue 15).
    if (!user) await this.passwords.imitateVerify();
    if (!user || !(await this.passwords.verify(user.password_hash, password))) throw new ClientError(401, INVALID_LOGIN);
    await this.throttle.succeed(user.user_name);
    if (!user.verified) throw new ClientError(403, 'Please verify your mobile number with the OTP before logging in');
    const token = await this.openSession(user.id);
    return { authenticated: true, token, passwordReset: false };
  }

  /**
   * `/verify` (spec 001 §4): 401 for a token that is not ours or has expired; `fail` when its user is gone;
   * `not_verified` when its session has ended (logout, password change, deletion); `refereshed` with a new
   * token in the last quarter of its life; else `verified`.
   */
  async verifySession(token: string | undefined): Promise<VerifyAnswer> {
    const now = this.clock.now();
    const claims = token ? await this.tokens.read(token, now) : undefined;
    if (!claims) throw new ClientError(401, 'Sign in to continue');
    const session = await this.store.repos.sessions.findWithUser(claims.sessionId, claims.userId);
    if (!session) return verifyAnswer('fail');
    if (session.revoked || new Date(session.expires) <= now) return verifyAnswer('not_verified');
    const left = new Date(session.expires).getTime() - now.getTime();
    const named = { name: session.first_name, userId: session.user_id };
    if (left >= TOKEN_LIFETIME_MS * REFRESH_WHEN_LEFT) return verifyAnswer('verified', { token: null, ...named });
    const expires = new Date(now.getTime() + TOKEN_LIFETIME_MS);
    await this.store.repos.sessions.extend(session.id, expires.toISOString());
    const fresh = await this.tokens.sign({ userId: session.user_id, sessionId: session.id }, now, expires);
    return verifyAnswer('refereshed', { token: fresh, ...named });
  }

  /** Logout ends the session on the server: its token is refused from now on. */
  async logout(sessionId: string): Promise<void> {
    await this.store.repos.sessions.revoke(sessionId, this.clock.now().toISOString());
  }

  /** Sends a reset code when the number is registered; an unknown number gets the same answer, cost and code row. */
  async forgotPassword(userName: string, ip: string): Promise<{ Message: string }> {
    const mobile = this.requireMobile(userName);
    const user = await this.store.repos.users.findByUserName(mobile);
    await this.otp.issue(mobile, 'reset', ip, { deliver: Boolean(user?.verified) });
    return { Message: 'If this mobile number is registered, an OTP has been sent to it' };
  }

  /** A right reset code wins a grant to set one new password, bound to the token answered here. */
  async verifyReset(userName: string, code: string): Promise<SuccessAnswer> {
    const mobile = this.requireMobile(userName);
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
    const mobile = this.requireMobile(userName);
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

  private async openSession(userId: string): Promise<string> {
    const now = this.clock.now();
    const expires = new Date(now.getTime() + TOKEN_LIFETIME_MS);
    const sessionId = newId(now);
    await this.store.repos.sessions.insert({ id: sessionId, user_id: userId, created: now.toISOString(), expires: expires.toISOString(), revoked: null });
    return this.tokens.sign({ userId, sessionId }, now, expires);
  }

  private requireMobile(value: string): string {
    const mobile = mobileFromPrefixed(value);
    if (!mobile) throw new ClientError(400, messages.checkMobile);
    return mobile;
  }

  /** The body's `application`, when sent, must be this product's code, as the header is. */
  checkApplication(application: string | undefined): void {
    if (application !== undefined && application !== this.appCode) throw new ClientError(400, 'Unknown application');
  }
}

function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

function verifyAnswer(
  response: VerifyAnswer[0]['response'],
  { token = null, name = null, userId = null }: { token?: string | null; name?: string | null; userId?: string | null } = {},
): VerifyAnswer {
  return [{ response }, { token }, { type: userId ? USER_TYPE : null }, { name }, { userId }];
}
