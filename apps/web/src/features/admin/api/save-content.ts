import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContentInput } from '@wiy/shared/admin.schema';
import { apiPost, apiPut } from '../../../lib/api-client.ts';
import { adminKeys } from './admin-keys.ts';

/** Creates a pending item (no id) or saves every field of an existing one. */
const saveContent = ({ id, input }: { id?: string | undefined; input: ContentInput }) =>
  id ? apiPut('/api/admin/content/{id}', { params: { path: { id } }, body: input, auth: true }) : apiPost('/api/admin/content', { body: input, auth: true });

export function useSaveContent() {
  const client = useQueryClient();
  return useMutation({ mutationFn: saveContent, onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.content }) });
}
