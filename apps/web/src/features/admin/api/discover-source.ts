import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client.ts';

/** What an address holds: the feed found there (a page's `<link rel="alternate">` followed), or a 400 saying none. */
const discoverSource = (url: string) => apiPost('/api/admin/sources/discover', { body: { url }, auth: true });

export function useDiscoverSource() {
  return useMutation({ mutationFn: discoverSource });
}
