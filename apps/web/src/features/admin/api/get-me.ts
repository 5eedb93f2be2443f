import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { adminKeys } from './admin-keys.ts';

const getMe = (signal?: AbortSignal) => apiGet('/api/admin/me', { auth: true, signal });

/** The signed-in curator, as the route's answer says. */
export type ConsoleUser = Awaited<ReturnType<typeof getMe>>;

const meOptions = (token: string | null) =>
  queryOptions({ queryKey: [...adminKeys.me, token], queryFn: ({ signal }) => getMe(signal), enabled: Boolean(token) });

/** Who the stored token belongs to, as the console's gate asks it: 401 signed out, 403 no curator role. */
export function useMe(token: string | null) {
  return useQuery(meOptions(token));
}
