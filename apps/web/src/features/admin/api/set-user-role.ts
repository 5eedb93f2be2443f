import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUser, RoleName } from '@wiy/shared/admin.schema';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminKeys } from './admin-keys.ts';

const setUserRole = ({ id, role }: { id: string; role: RoleName }) =>
  apiRequest<AdminUser>(`/api/admin/users/${encodeURIComponent(id)}/role`, { method: 'PUT', body: { role }, auth: true });

export function useSetUserRole() {
  const client = useQueryClient();
  return useMutation({ mutationFn: setUserRole, onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.users }) });
}
