import { useMutation } from '@tanstack/react-query';
import type { ContentLookup } from '@wiy/shared/admin.schema';
import { apiRequest } from '../../../lib/api-client.ts';

const lookupContent = (url: string) => apiRequest<ContentLookup>('/api/admin/content/lookup', { method: 'POST', body: { url }, auth: true });

/** A pasted link, normalised and described by its platform; a 409 carries the existing item's `uni_id`. */
export function useLookupContent() {
  return useMutation({ mutationFn: lookupContent });
}
