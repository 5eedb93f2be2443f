import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete } from '../../../lib/api-client.ts';
import { adminKeys } from './admin-keys.ts';

const deleteSource = (id: string) => apiDelete('/api/admin/sources/{id}', { params: { path: { id } }, auth: true });

/** Deletes a source; the items it brought in stay, without it. */
export function useDeleteSource() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteSource, onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.all }) });
}
