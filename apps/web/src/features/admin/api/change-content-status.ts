import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete, apiPost } from '../../../lib/api-client.ts';
import { adminKeys } from './admin-keys.ts';

export type StatusAction = 'approve' | 'unpublish' | 'reject' | 'restore' | 'delete';

/** What a change asks for; a reject carries the reason the curator gave (1–300 characters). */
export interface StatusChange {
  ids: string[];
  action: StatusAction;
  reason?: string;
}

/**
 * Approve, unpublish, reject, restore or delete items: one through its own route, many through the bulk route
 * where there is one (restore and delete have none).
 */
async function changeContentStatus({ ids, action, reason = '' }: StatusChange): Promise<void> {
  if (action === 'delete') {
    for (const id of ids) await apiDelete('/api/admin/content/{id}', { params: { path: { id } }, auth: true });
    return;
  }
  if (action === 'restore') {
    for (const id of ids) await apiPost('/api/admin/content/{id}/restore', { params: { path: { id } }, auth: true });
    return;
  }
  if (ids.length > 1) {
    await apiPost('/api/admin/content/bulk', { body: action === 'reject' ? { action, ids, reason } : { action, ids }, auth: true });
    return;
  }
  const path = { path: { id: ids[0]! } };
  if (action === 'reject') await apiPost('/api/admin/content/{id}/reject', { params: path, body: { reason }, auth: true });
  else await apiPost(`/api/admin/content/{id}/${action}`, { params: path, auth: true });
}

export function useChangeContentStatus() {
  const client = useQueryClient();
  return useMutation({ mutationFn: changeContentStatus, onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.all }) });
}
