import { shortenCount } from '@wiy/shared/format';
import type { Recipe } from '@wiy/shared/recipe.schema';
import { recipePath } from '../../../lib/recipe-path.ts';
import { Link } from '../../../components/link.tsx';
import { ImageCard, PRIORITY_CARDS } from '../../../components/card-image.tsx';
import { useLocale, useT } from '../../../lib/i18n/i18n.tsx';

/** The picture of a recipe (a wire value for `CardImage`): the external source when `u_source_type` is 'true'. */
export function recipeImage(recipe: Pick<Recipe, 'u_source_type' | 'u_image_source' | 'u_image'>): string | null | undefined {
  return recipe.u_source_type === 'true' ? recipe.u_image_source : recipe.u_image;
}

/** A recipe card opening the recipe page, with views and likes shortened. */
export function RecipeCard({ recipe, priority = false }: { recipe: Recipe; priority?: boolean }) {
  const t = useT();
  const locale = useLocale();
  return (
    <ImageCard image={recipeImage(recipe)} priority={priority}>
      {(picture) => (
        <Link className="card" to={recipePath(recipe.uni_id)} data-testid="recipe-card" data-id={recipe.uni_id}>
          {picture}
          <div className="card-body">
            <h3 className="card-title">{recipe.u_title}</h3>
            <div className="card-meta">
              <span>{t('cards.views', { count: shortenCount(recipe.u_views, locale) })}</span>
              <span>{t('cards.likes', { count: shortenCount(recipe.u_likes, locale) })}</span>
            </div>
          </div>
        </Link>
      )}
    </ImageCard>
  );
}

/** Recipes as a card grid, or 'No content found.' once loading is over. */
export function RecipeCards({ recipes, loading }: { recipes: Recipe[]; loading: boolean }) {
  const t = useT();
  if (!loading && recipes.length === 0) return <p className="empty">{t('common.noContent')}</p>;
  return (
    <div className="card-grid">
      {recipes.map((recipe, index) => (
        <RecipeCard key={recipe.uni_id} recipe={recipe} priority={index < PRIORITY_CARDS} />
      ))}
    </div>
  );
}
