import { RecipeHome } from '../../features/recipes/components/recipe-home.tsx';
import { usePageMeta } from '../../lib/use-page-meta.ts';

/** `/recipe-channel-list`: the recipe home. */
export function RecipeChannelsRoute() {
  usePageMeta('Recipes');
  return <RecipeHome />;
}
