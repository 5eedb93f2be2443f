import type { VerifyAnswer } from '@wiy/shared/account.schema';
import { ApiError, apiGet } from '../../../lib/api-client.ts';
import { clearSession, getSession, saveSession, type UserDetails } from '../../../lib/session.ts';

/** GET /verify with the stored token (spec 001 §7). */
function verifySession(): Promise<VerifyAnswer> {
  return apiGet('/verify', { auth: true });
}

/**
 * Applies the verify outcomes of spec 001 §4: verified keeps the token, refereshed replaces it, fail and
 * not_verified clear it, and so does a 401. Answers the user details when the session is good. Other
 * failures (the network) change nothing: the next load asks again.
 */
export async function checkStoredSession(): Promise<UserDetails | undefined> {
  const { token } = getSession();
  if (!token) return undefined;
  try {
    const [{ response }, { token: fresh }, , { name }, { userId }] = await verifySession();
    if (response === 'fail' || response === 'not_verified') {
      clearSession();
      return undefined;
    }
    const user = userId ? { userId, username: name ?? '' } : undefined;
    saveSession(response === 'refereshed' && fresh ? fresh : token, user);
    return user;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) clearSession();
    return undefined;
  }
}
