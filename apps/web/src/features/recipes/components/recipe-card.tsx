import { shortenCount } from '@wiy/shared/format';
import type { Recipe } from '@wiy/shared/recipe.schema';
import { Link } from 'react-router';
import { mediaUrl } from '../../../lib/app-config.ts';
import { routeWithData } from '../../../lib/route-data.ts';

/** The picture of a recipe: the external source when `u_source_type` is 'true'. */
export function recipeImage(recipe: Pick<Recipe, 'u_source_type' | 'u_image_source' | 'u_image'>): string | undefined {
  return recipe.u_source_type === 'true' ? (recipe.u_image_source ?? undefined) : mediaUrl(recipe.u_image);
}

/**
 * A recipe card opening the recipe page, with views and likes shortened. `priority` marks the first
 * screen's cards (`FIRST_SCREEN_CARDS`); the image work gives it its meaning (an eager image).
 */
export function RecipeCard({ recipe }: { recipe: Recipe; priority?: boolean }) {
  const image = recipeImage(recipe);
  return (
    <Link className="card" to={routeWithData('/recipe-content-page', { recordId: recipe.uni_id })} data-testid="recipe-card" data-id={recipe.uni_id}>
      {image ? <img className="card-image" src={image} alt="" loading="lazy" /> : <div className="card-image" />}
      <div className="card-body">
        <h3 className="card-title">{recipe.u_title}</h3>
        <div className="card-meta">
          <span>{shortenCount(recipe.u_views)} views</span>
          <span>{shortenCount(recipe.u_likes)} likes</span>
        </div>
      </div>
    </Link>
  );
}

/** Recipes as a card grid, or 'No content found.' once loading is over. */
export function RecipeCards({ recipes, loading }: { recipes: Recipe[]; loading: boolean }) {
  if (!loading && recipes.length === 0) return <p className="empty">No content found.</p>;
  return (
    <div className="card-grid">
      {recipes.map((recipe) => (
        <RecipeCard key={recipe.uni_id} recipe={recipe} />
      ))}
    </div>
  );
}
