import { apiRequest } from '../../../lib/api-client.ts';

/** POST /lom/logout: ends the session on the server, so that the token is refused from now on. */
export function logoutOnServer(): Promise<{ Message: string }> {
  return apiRequest<{ Message: string }>('/lom/logout', { method: 'POST', body: {}, auth: true });
}
