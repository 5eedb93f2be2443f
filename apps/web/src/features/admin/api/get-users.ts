import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminUser } from '@wiy/shared/admin.schema';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminKeys } from './admin-keys.ts';

const usersOptions = (q: string) =>
  queryOptions({
    queryKey: [...adminKeys.users, q],
    queryFn: ({ signal }) => apiRequest<{ record: AdminUser[] }>(`/api/admin/users?${new URLSearchParams({ q })}`, { auth: true, signal }),
  });

export function useUsers(q: string) {
  return useQuery(usersOptions(q));
}
