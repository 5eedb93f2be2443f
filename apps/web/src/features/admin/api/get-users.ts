import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminUser } from '@wiy/shared/admin.schema';
import { apiGet } from '../../../lib/api-client.ts';
import { adminKeys } from './admin-keys.ts';
import { freeFormAnswer } from './free-form-answer.ts';

const usersOptions = (q: string) =>
  queryOptions({
    queryKey: [...adminKeys.users, q],
    queryFn: ({ signal }) => freeFormAnswer<{ record: AdminUser[] }>(apiGet('/api/admin/users', { params: { query: { q } }, auth: true, signal })),
  });

export function useUsers(q: string) {
  return useQuery(usersOptions(q));
}
