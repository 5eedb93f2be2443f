import { useMutation } from '@tanstack/react-query';
import type { ContentLookup } from '@wiy/shared/admin.schema';
import { apiPost } from '../../../lib/api-client.ts';
import { freeFormAnswer } from './free-form-answer.ts';

const lookupContent = (url: string) => freeFormAnswer<ContentLookup>(apiPost('/api/admin/content/lookup', { body: { url }, auth: true }));

/** A pasted link, normalised and described by its platform; a 409 carries the existing item's `uni_id`. */
export function useLookupContent() {
  return useMutation({ mutationFn: lookupContent });
}
