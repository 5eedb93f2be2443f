import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { adminKeys } from './admin-keys.ts';

const usersOptions = (q: string) =>
  queryOptions({
    queryKey: [...adminKeys.users, q],
    queryFn: ({ signal }) => apiGet('/api/admin/users', { params: { query: { q } }, auth: true, signal }),
  });

export function useUsers(q: string) {
  return useQuery(usersOptions(q));
}
