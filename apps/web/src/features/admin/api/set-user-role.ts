import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RoleName } from '@wiy/shared/admin.schema';
import { apiPut } from '../../../lib/api-client.ts';
import { adminKeys } from './admin-keys.ts';

const setUserRole = ({ id, role }: { id: string; role: RoleName }) =>
  apiPut('/api/admin/users/{id}/role', { params: { path: { id } }, body: { role }, auth: true });

export function useSetUserRole() {
  const client = useQueryClient();
  return useMutation({ mutationFn: setUserRole, onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.users }) });
}
