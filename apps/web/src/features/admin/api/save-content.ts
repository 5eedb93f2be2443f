import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContentInput, ContentListItem } from '@wiy/shared/admin.schema';
import { apiRequest } from '../../../lib/api-client.ts';
import { adminKeys } from './admin-keys.ts';

/** Creates a pending item (no id) or saves every field of an existing one. */
const saveContent = ({ id, input }: { id?: string | undefined; input: ContentInput }) =>
  apiRequest<ContentListItem>(id ? `/api/admin/content/${encodeURIComponent(id)}` : '/api/admin/content', {
    method: id ? 'PUT' : 'POST',
    body: input,
    auth: true,
  });

export function useSaveContent() {
  const client = useQueryClient();
  return useMutation({ mutationFn: saveContent, onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.content }) });
}
