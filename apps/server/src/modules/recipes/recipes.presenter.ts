import type { Language, Recipe } from '@wiy/shared/recipe.schema';
import type { Selectable } from 'kysely';
import type { LanguageTable } from '../../db/schema.ts';
import type { RecipeRow } from './recipes.repository.ts';

export function presentLanguage(row: Selectable<LanguageTable>): Language {
  return { uni_id: row.uni_id, name: row.name, label: row.label };
}

export function presentRecipe(row: RecipeRow): Recipe {
  return {
    uni_id: row.uni_id,
    u_title: row.u_title,
    u_image: row.u_image,
    u_image_source: row.u_image_source,
    u_source_type: row.u_source_type,
    u_views: row.u_views,
    u_likes: row.u_likes,
    u_url: row.u_url,
    u_channel_name: { id: row.channel_id, name: row.channel_name },
    u_language: { id: row.language_id },
    u_ingredients: row.u_ingredients,
    u_recipes: row.u_recipes,
    created: row.created,
    updated: row.updated,
  };
}
