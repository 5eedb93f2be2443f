import { useInfiniteQuery } from '@tanstack/react-query';
import type { Channel } from '@wiy/shared/channel.schema';
import { NO_SEARCH } from '@wiy/shared/search-tables';
import { apiGet } from '../../../lib/api-client.ts';
import { pagedListOptions, useListStart } from '../../../lib/infinite-list.ts';

/** A page of the food_and_cooking channels with recipes in the language; an empty search sends 'null'. */
async function getRecipeChannelsPage(search: string, languageId: string, page: number, signal?: AbortSignal): Promise<Channel[]> {
  const path = { search: search || NO_SEARCH, languageId, page };
  return (await apiGet('/api/get/all/channel/recipe/{search}/{languageId}/{page}', { params: { path }, signal })).record;
}

const recipeChannelsOptions = (search: string, languageId: string, from: number) =>
  pagedListOptions(['recipes', 'channels', languageId, search], (page, signal) => getRecipeChannelsPage(search, languageId, page, signal), from);

export function useRecipeChannels(search: string, languageId: string) {
  return useInfiniteQuery(recipeChannelsOptions(search, languageId, useListStart()));
}
