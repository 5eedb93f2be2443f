import type { Channel } from '@wiy/shared/channel.schema';
import { FEED_PAGE_SIZE } from '@wiy/shared/constants';
import type { Language, Recipe } from '@wiy/shared/recipe.schema';
import { DEFAULT_LANGUAGE, NO_SEARCH, RECIPE_CATEGORY } from '@wiy/shared/search-tables';
import { ClientError } from '../../lib/client-error.ts';
import { presentChannel } from '../channels/channels.presenter.ts';
import { presentLanguage, presentRecipe } from './recipes.presenter.ts';
import type { RecipesRepository } from './recipes.repository.ts';

export interface RecipesPageQuery {
  categoryId: string;
  channelId: string;
  languageId: string;
  page: number;
}

/** The recipe section's rules: the recipe category, the default language, an unknown recipe. */
export class RecipesService {
  constructor(private readonly recipes: RecipesRepository) {}

  /** Every language, the default (english) first. */
  async languages(): Promise<Language[]> {
    return (await this.recipes.findLanguages(DEFAULT_LANGUAGE)).map(presentLanguage);
  }

  /**
   * A page of the food_and_cooking channels with recipes in the language; `search` ('null' for none)
   * narrows to a channel name or a recipe title that contains it.
   */
  async recipeChannelsPage(search: string, languageId: string, page: number): Promise<Channel[]> {
    const text = search === NO_SEARCH ? undefined : search.trim() || undefined;
    const rows = await this.recipes.findRecipeChannelsPage({ categoryId: RECIPE_CATEGORY, languageId, search: text }, page, FEED_PAGE_SIZE);
    return rows.map(presentChannel);
  }

  /** A page of a channel's recipes in a language. */
  async recipesPage(query: RecipesPageQuery): Promise<Recipe[]> {
    return (await this.recipes.findRecipesPage(query, query.page, FEED_PAGE_SIZE)).map(presentRecipe);
  }

  /** One recipe as a record of one; an unknown id is a 404 (spec decision 8). */
  async recipe(uniId: string): Promise<Recipe[]> {
    const row = await this.recipes.findRecipe(uniId);
    if (!row) throw new ClientError(404, 'Recipe not found');
    return [presentRecipe(row)];
  }
}
