import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client.ts';

const lookupContent = (url: string) => apiPost('/api/admin/content/lookup', { body: { url }, auth: true });

/** A pasted link, normalised and described by its platform; a 409 carries the existing item's `uni_id`. */
export function useLookupContent() {
  return useMutation({ mutationFn: lookupContent });
}
