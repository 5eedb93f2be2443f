import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminKeys } from './admin-keys.ts';

export type StatusAction = 'approve' | 'unpublish' | 'delete';

/** Approve, unpublish or delete items: one through its own route, many through the bulk route. */
async function changeContentStatus({ ids, action }: { ids: string[]; action: StatusAction }): Promise<void> {
  if (action === 'delete') {
    for (const id of ids) await apiRequest(`/api/admin/content/${encodeURIComponent(id)}`, { method: 'DELETE', auth: true });
    return;
  }
  if (ids.length === 1) await apiRequest(`/api/admin/content/${encodeURIComponent(ids[0]!)}/${action}`, { method: 'POST', auth: true });
  else await apiRequest('/api/admin/content/bulk', { method: 'POST', body: { action, ids }, auth: true });
}

export function useChangeContentStatus() {
  const client = useQueryClient();
  return useMutation({ mutationFn: changeContentStatus, onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.all }) });
}
