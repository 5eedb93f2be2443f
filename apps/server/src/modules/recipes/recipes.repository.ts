import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database, LanguageTable, RecipeTable } from '../../db/schema.ts';
import { containsText } from '../../lib/text-search.ts';
import type { ChannelRow } from '../channels/channels.repository.ts';

export type RecipeRow = Selectable<RecipeTable> & { channel_name: string };

/** The recipe section's reads: languages, the recipe category's channels, recipes. */
export class RecipesRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Every language, the given default first, then by name. */
  async findLanguages(defaultName: string): Promise<Selectable<LanguageTable>[]> {
    return this.db
      .selectFrom('language')
      .selectAll()
      .orderBy(sql`case when name = ${defaultName} then 0 else 1 end`)
      .orderBy('name')
      .execute();
  }

  /**
   * A page of a list category's channels that have recipes in the language, by name; with `search`, only
   * those whose name, or one of whose recipes' titles in that language, contains it.
   */
  async findRecipeChannelsPage(
    query: { categoryId: string; languageId: string; search?: string | undefined },
    page: number,
    size: number,
  ): Promise<ChannelRow[]> {
    const { search } = query;
    return this.db
      .selectFrom('list_channel')
      .innerJoin('list_category', 'list_category.uni_id', 'list_channel.list_category_id')
      .selectAll('list_channel')
      .select('list_category.u_label as category_name')
      .where('list_channel.list_category_id', '=', query.categoryId)
      .where((eb) => {
        const recipes = eb
          .selectFrom('recipe')
          .select('recipe.uni_id')
          .whereRef('recipe.channel_id', '=', 'list_channel.uni_id')
          .where('recipe.language_id', '=', query.languageId);
        if (!search) return eb.exists(recipes);
        return eb.and([
          eb.exists(recipes),
          eb.or([containsText('list_channel.u_name', search), eb.exists(recipes.where(containsText('recipe.u_title', search)))]),
        ]);
      })
      .orderBy('list_channel.u_name')
      .orderBy('list_channel.uni_id')
      .limit(size)
      .offset((page - 1) * size)
      .execute();
  }

  private selectRecipes() {
    return this.db
      .selectFrom('recipe')
      .innerJoin('list_channel', 'list_channel.uni_id', 'recipe.channel_id')
      .selectAll('recipe')
      .select('list_channel.u_name as channel_name');
  }

  /** A page of a channel's recipes in a language, newest updated first, then `uni_id`. */
  async findRecipesPage(query: { categoryId: string; channelId: string; languageId: string }, page: number, size: number): Promise<RecipeRow[]> {
    return this.selectRecipes()
      .where('recipe.list_category_id', '=', query.categoryId)
      .where('recipe.channel_id', '=', query.channelId)
      .where('recipe.language_id', '=', query.languageId)
      .orderBy('recipe.updated', 'desc')
      .orderBy('recipe.uni_id', 'desc')
      .limit(size)
      .offset((page - 1) * size)
      .execute();
  }

  async findRecipe(uniId: string): Promise<RecipeRow | undefined> {
    return this.selectRecipes().where('recipe.uni_id', '=', uniId).executeTakeFirst();
  }

  /** Recipes whose title contains the text, newest updated first. */
  async searchRecipes(text: string, limit: number): Promise<RecipeRow[]> {
    return this.selectRecipes()
      .where(containsText('recipe.u_title', text))
      .orderBy('recipe.updated', 'desc')
      .orderBy('recipe.uni_id', 'desc')
      .limit(limit)
      .execute();
  }
}
