import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Recipe } from '@wiy/shared/recipe.schema';
import { SEARCH_TABLES } from '@wiy/shared/search-tables';
import { apiRequest } from '../../../lib/api-client.ts';

async function searchRecipes(text: string, signal?: AbortSignal): Promise<Recipe[]> {
  const body = { tableName: SEARCH_TABLES.recipes, searchValue: text };
  return (await apiRequest<{ record: Recipe[] }>('/api/get/record/searchValue', { method: 'POST', body, signal })).record;
}

const recipeSearchOptions = (text: string) =>
  queryOptions({ queryKey: ['recipes', 'search', text], queryFn: ({ signal }) => searchRecipes(text, signal), enabled: text !== '' });

/** Recipes whose title contains the (trimmed) text; idle while it is empty. */
export function useRecipeSearch(text: string) {
  return useQuery(recipeSearchOptions(text));
}
