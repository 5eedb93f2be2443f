import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete, apiPost } from '../../../lib/api-client.ts';
import { adminKeys } from './admin-keys.ts';

export type StatusAction = 'approve' | 'unpublish' | 'reject' | 'restore' | 'unschedule' | 'delete';

/**
 * What a change asks for: a reject carries the reason the curator gave (1–300 characters); `publishAt` (ISO
 * with offset) schedules an approval for that time.
 */
export interface StatusChange {
  ids: string[];
  action: StatusAction;
  reason?: string;
  publishAt?: string;
}

/** The actions the bulk route takes; the others go one item at a time. */
const BULK_ACTIONS = new Set<StatusAction>(['approve', 'unpublish', 'reject']);

/**
 * Approve (now or at a time), unpublish, reject, restore, unschedule or delete items: one through its own route,
 * many through the bulk route where there is one.
 */
async function changeContentStatus({ ids, action, reason = '', publishAt }: StatusChange): Promise<void> {
  if (action === 'delete') {
    for (const id of ids) await apiDelete('/api/admin/content/{id}', { params: { path: { id } }, auth: true });
    return;
  }
  const time = publishAt === undefined ? {} : { publish_at: publishAt };
  if (ids.length > 1 && BULK_ACTIONS.has(action)) {
    const body = action === 'reject' ? { action, ids, reason } : { action: action as 'approve' | 'unpublish', ids, ...time };
    await apiPost('/api/admin/content/bulk', { body, auth: true });
    return;
  }
  for (const id of ids) {
    const params = { path: { id } };
    if (action === 'reject') await apiPost('/api/admin/content/{id}/reject', { params, body: { reason }, auth: true });
    else if (action === 'approve') await apiPost('/api/admin/content/{id}/approve', { params, body: time, auth: true });
    else await apiPost(`/api/admin/content/{id}/${action as 'unpublish' | 'restore' | 'unschedule'}`, { params, auth: true });
  }
}

export function useChangeContentStatus() {
  const client = useQueryClient();
  return useMutation({ mutationFn: changeContentStatus, onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.all }) });
}
