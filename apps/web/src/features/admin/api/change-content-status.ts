import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete, apiPost } from '../../../lib/api-client.ts';
import { adminKeys } from './admin-keys.ts';

export type StatusAction = 'approve' | 'unpublish' | 'delete';

/** Approve, unpublish or delete items: one through its own route, many through the bulk route. */
async function changeContentStatus({ ids, action }: { ids: string[]; action: StatusAction }): Promise<void> {
  if (action === 'delete') {
    for (const id of ids) await apiDelete('/api/admin/content/{id}', { params: { path: { id } }, auth: true });
    return;
  }
  if (ids.length === 1) await apiPost(`/api/admin/content/{id}/${action}`, { params: { path: { id: ids[0]! } }, auth: true });
  else await apiPost('/api/admin/content/bulk', { body: { action, ids }, auth: true });
}

export function useChangeContentStatus() {
  const client = useQueryClient();
  return useMutation({ mutationFn: changeContentStatus, onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.all }) });
}
