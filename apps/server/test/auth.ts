import type { Role } from '../src/plugins/auth.ts';
import { TOKEN_LIFETIME_MS } from '../src/plugins/auth.ts';
import { newId } from '../src/lib/ids.ts';
import type { TestContext } from './helper.ts';

let sequence = 0;

/**
 * A user of `role` with a live session, and the headers that sign a call in as them. Made in the database
 * directly, so role tests do not depend on the sign-up and login flows.
 */
export async function signIn(ctx: TestContext, role: Role, overrides: { firstName?: string } = {}) {
  sequence += 1;
  const now = ctx.clock.now();
  const userId = newId(now);
  const sessionId = newId(now);
  const expires = new Date(now.getTime() + TOKEN_LIFETIME_MS);
  await ctx.database.db
    .insertInto('app_user')
    .values({
      id: userId,
      user_name: String(9_000_000_000 + sequence),
      first_name: overrides.firstName ?? `${role} ${sequence}`,
      last_name: 'Tester',
      email: null,
      password_hash: 'not-a-hash',
      type: 'noClient',
      application: 'wiy',
      role,
      verified: now.toISOString(),
      created: now.toISOString(),
      updated: now.toISOString(),
    })
    .execute();
  await ctx.database.db
    .insertInto('user_session')
    .values({ id: sessionId, user_id: userId, created: now.toISOString(), expires: expires.toISOString(), revoked: null })
    .execute();
  const token = await ctx.app.tokens.sign({ userId, sessionId }, now, expires);
  return { userId, token, headers: { authorization: `Bearer ${token}` } };
}
