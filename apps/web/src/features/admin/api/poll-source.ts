import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client.ts';
import { adminKeys } from './admin-keys.ts';

/** Polls a source now, whatever its due time; answers the source as the poll left it. */
const pollSource = (id: string) => apiPost('/api/admin/sources/{id}/poll', { params: { path: { id } }, auth: true });

/** A poll brings items into the queue as well: the content lists are asked again with the sources. */
export function usePollSource() {
  const client = useQueryClient();
  return useMutation({ mutationFn: pollSource, onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.all }) });
}
