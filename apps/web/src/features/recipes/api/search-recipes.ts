import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Recipe } from '@wiy/shared/recipe.schema';
import { SEARCH_TABLES } from '@wiy/shared/search-tables';
import { apiPost } from '../../../lib/api-client.ts';

async function searchRecipes(text: string, signal?: AbortSignal): Promise<Recipe[]> {
  const body = { tableName: SEARCH_TABLES.recipes, searchValue: text };
  const { record } = await apiPost('/api/get/record/searchValue', { body, signal });
  // The answer's shape follows the body's tableName, which the OpenAPI document cannot tie together: the cast picks
  // the recipes' member of the union (and fails the type check when no member fits Recipe).
  return record as Recipe[];
}

const recipeSearchOptions = (text: string) =>
  queryOptions({ queryKey: ['recipes', 'search', text], queryFn: ({ signal }) => searchRecipes(text, signal), enabled: text !== '' });

/** Recipes whose title contains the (trimmed) text; idle while it is empty. */
export function useRecipeSearch(text: string) {
  return useQuery(recipeSearchOptions(text));
}
