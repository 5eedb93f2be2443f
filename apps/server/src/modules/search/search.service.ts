import type { Channel } from '@wiy/shared/channel.schema';
import type { Recipe } from '@wiy/shared/recipe.schema';
import { SEARCH_RESULT_LIMIT, SEARCH_TABLES, type SearchTable } from '@wiy/shared/search-tables';
import { ClientError } from '../../lib/client-error.ts';
import { presentChannel } from '../channels/channels.presenter.ts';
import type { ChannelsRepository } from '../channels/channels.repository.ts';
import { presentRecipe } from '../recipes/recipes.presenter.ts';
import type { RecipesRepository } from '../recipes/recipes.repository.ts';

/**
 * The search box's call: channels by name or recipes by title, case-insensitive, the text taken literally
 * (`%`, `_` and quotes included). The table name picks a repository method; it never reaches SQL.
 */
export class SearchService {
  constructor(
    private readonly channels: ChannelsRepository,
    private readonly recipes: RecipesRepository,
  ) {}

  async search(tableName: SearchTable, searchValue: string): Promise<Channel[] | Recipe[]> {
    const text = searchValue.trim();
    if (!text) throw new ClientError(400, 'searchValue should not be blank');
    if (tableName === SEARCH_TABLES.channels) {
      return (await this.channels.searchChannels(text, SEARCH_RESULT_LIMIT)).map(presentChannel);
    }
    return (await this.recipes.searchRecipes(text, SEARCH_RESULT_LIMIT)).map(presentRecipe);
  }
}
