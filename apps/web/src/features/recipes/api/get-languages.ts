import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '@wiy/shared/recipe.schema';
import { apiGet } from '../../../lib/api-client.ts';

async function getLanguages(signal?: AbortSignal): Promise<Language[]> {
  return (await apiGet('/api/get/language/record', { signal })).record;
}

const languagesOptions = () => queryOptions({ queryKey: ['recipes', 'languages'], queryFn: ({ signal }) => getLanguages(signal), staleTime: 10 * 60_000 });

/** The Select Language dropdown's choices. */
export function useLanguages() {
  return useQuery(languagesOptions());
}
