import { messages, MOBILE_PATTERN, USER_TYPE } from '@wiy/shared/account-rules';
import type { LoginAnswer, VerifyAnswer } from '@wiy/shared/account.schema';
import { ClientError } from '../../../lib/client-error.ts';
import type { Clock } from '../../../lib/clock.ts';
import { newId } from '../../../lib/ids.ts';
import type { PasswordHasher } from '../../../lib/password-hash.ts';
import { TOKEN_LIFETIME_MS, type AuthUser, type TokenSigner } from '../../../plugins/auth.ts';
import type { AccountStore } from '../account.store.ts';
import type { LoginThrottle } from './login-throttle.service.ts';

/** `/verify` hands out a fresh token once less than this share of the old one's life is left. */
const REFRESH_WHEN_LEFT = 0.25;

/** Login and sessions (spec 001 §4, §7), on top of the auth core's tokens. */
export class SessionService {
  constructor(
    private readonly store: AccountStore,
    private readonly throttle: LoginThrottle,
    private readonly passwords: PasswordHasher,
    private readonly tokens: TokenSigner,
    private readonly clock: Clock,
  ) {}

  /** Checks the password under the throttle and opens a session; the answer the login screen reads. */
  async login(username: string, password: string): Promise<LoginAnswer> {
    if (username === '' || password === '') throw new ClientError(400, messages.blankLogin);
    const mobile = MOBILE_PATTERN.test(username) ? username : undefined;
    const now = this.clock.now();
    await this.throttle.begin(mobile ?? username, now);
    const user = mobile ? await this.store.repos.users.findByUserName(mobile) : undefined;
    // An unknown number takes the time a check takes, without the check's CPU, so that the answer's time does not tell a registered number.
    if (!user) await this.passwords.imitateVerify();
    if (!user || !(await this.passwords.verify(user.password_hash, password))) throw new ClientError(401, messages.invalidLogin);
    await this.throttle.succeed(user.user_name);
    if (!user.verified) throw new ClientError(403, messages.verifyBeforeLogin);
    const token = await this.open(user.id);
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

  /**
   * The user of a token signed here, while its session is live: a token is only as good as its session row, so
   * logout, a password change or an account deletion, which revoke the session, end the token at once.
   */
  async authenticate(token: string | undefined): Promise<AuthUser | undefined> {
    if (!token) return undefined;
    const now = this.clock.now();
    const claims = await this.tokens.read(token, now);
    if (!claims) return undefined;
    const row = await this.store.repos.sessions.findWithUser(claims.sessionId, claims.userId);
    if (!row || row.revoked || new Date(row.expires) <= now) return undefined;
    return {
      id: row.user_id,
      userName: row.user_name,
      firstName: row.first_name,
      role: row.role,
      sessionId: claims.sessionId,
      expires: new Date(row.expires),
    };
  }

  /** Logout ends the session on the server: its token is refused from now on. */
  async logout(sessionId: string): Promise<void> {
    await this.store.repos.sessions.revoke(sessionId, this.clock.now().toISOString());
  }

  /** A new session of the user, and its token: after a login, or straight away for the end-to-end tests' hook. */
  async open(userId: string): Promise<string> {
    const now = this.clock.now();
    const expires = new Date(now.getTime() + TOKEN_LIFETIME_MS);
    const sessionId = newId(now);
    await this.store.repos.sessions.insert({ id: sessionId, user_id: userId, created: now.toISOString(), expires: expires.toISOString(), revoked: null });
    return this.tokens.sign({ userId, sessionId }, now, expires);
  }
}

function verifyAnswer(
  response: VerifyAnswer[0]['response'],
  { token = null, name = null, userId = null }: { token?: string | null; name?: string | null; userId?: string | null } = {},
): VerifyAnswer {
  return [{ response }, { token }, { type: userId ? USER_TYPE : null }, { name }, { userId }];
}
