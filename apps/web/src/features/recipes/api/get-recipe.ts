import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Recipe } from '@wiy/shared/recipe.schema';
import { apiGet } from '../../../lib/api-client.ts';

/** One recipe; an unknown id is a 404, which the screen shows as 'No content found.'. */
async function getRecipe(recordId: string, signal?: AbortSignal): Promise<Recipe | undefined> {
  return (await apiGet('/api/get/recipe/content/{recordId}', { params: { path: { recordId } }, signal })).record[0];
}

const recipeOptions = (recordId: string) => queryOptions({ queryKey: ['recipes', 'one', recordId], queryFn: ({ signal }) => getRecipe(recordId, signal) });

export function useRecipe(recordId: string) {
  return useQuery(recipeOptions(recordId));
}
