import { useInfiniteQuery } from '@tanstack/react-query';
import type { Recipe } from '@wiy/shared/recipe.schema';
import { apiGet } from '../../../lib/api-client.ts';
import { pagedListOptions, useFirstPageRefresh, useListStart } from '../../../lib/infinite-list.ts';

export interface RecipesQuery {
  categoryId: string;
  channelId: string;
  languageId: string;
}

async function getRecipesPage(query: RecipesQuery, page: number, signal?: AbortSignal): Promise<Recipe[]> {
  const path = { ...query, page };
  return (await apiGet('/api/get/recipe/content/records/{categoryId}/{channelId}/{languageId}/{page}', { params: { path }, signal })).record;
}

const recipesOptions = (query: RecipesQuery, from: number) =>
  pagedListOptions(['recipes', 'list', query.categoryId, query.channelId, query.languageId], (page, signal) => getRecipesPage(query, page, signal), from);

/** A channel's recipes in a language. */
export function useRecipes(query: RecipesQuery) {
  return useInfiniteQuery(recipesOptions(query, useListStart()));
}

/** A channel's recipes again from page 1: the refresh control's call (decision 086). */
export function useRefreshRecipes(query: RecipesQuery) {
  return useFirstPageRefresh(recipesOptions(query, useListStart()));
}
