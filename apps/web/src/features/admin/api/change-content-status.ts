import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete, apiPost } from '../../../lib/api-client.ts';
import { adminKeys } from './admin-keys.ts';

export type StatusAction = 'approve' | 'unpublish' | 'unschedule' | 'delete';

/** A change of items' status; `publishAt` (ISO with offset) schedules an approval for that time. */
interface StatusChange {
  ids: string[];
  action: StatusAction;
  publishAt?: string;
}

/** Approve (now or at a time), unpublish, unschedule or delete items: one through its own route, many through the bulk route (unschedule: one at a time). */
async function changeContentStatus({ ids, action, publishAt }: StatusChange): Promise<void> {
  if (action === 'delete') {
    for (const id of ids) await apiDelete('/api/admin/content/{id}', { params: { path: { id } }, auth: true });
    return;
  }
  if (ids.length > 1 && action !== 'unschedule') {
    await apiPost('/api/admin/content/bulk', { body: { action, ids, ...(publishAt !== undefined && { publish_at: publishAt }) }, auth: true });
    return;
  }
  for (const id of ids) {
    const params = { path: { id } };
    if (action === 'approve')
      await apiPost('/api/admin/content/{id}/approve', { params, body: publishAt === undefined ? {} : { publish_at: publishAt }, auth: true });
    else await apiPost(`/api/admin/content/{id}/${action}`, { params, auth: true });
  }
}

export function useChangeContentStatus() {
  const client = useQueryClient();
  return useMutation({ mutationFn: changeContentStatus, onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.all }) });
}
