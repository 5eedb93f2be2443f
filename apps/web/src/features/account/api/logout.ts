import { apiPost } from '../../../lib/api-client.ts';

/** POST /lom/logout: ends the session on the server, so that the token is refused from now on. */
export function logoutOnServer(): Promise<{ Message: string }> {
  return apiPost('/lom/logout', { body: {}, auth: true });
}
