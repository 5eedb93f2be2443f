import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SourceInput } from '@wiy/shared/sources.schema';
import { apiPost, apiPut } from '../../../lib/api-client.ts';
import { adminKeys } from './admin-keys.ts';

/** Adds a source (no id) or saves every setting of an existing one; a page address is resolved to its feed. */
const saveSource = ({ id, input }: { id?: string | undefined; input: SourceInput }) =>
  id ? apiPut('/api/admin/sources/{id}', { params: { path: { id } }, body: input, auth: true }) : apiPost('/api/admin/sources', { body: input, auth: true });

export function useSaveSource() {
  const client = useQueryClient();
  return useMutation({ mutationFn: saveSource, onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.sources }) });
}
