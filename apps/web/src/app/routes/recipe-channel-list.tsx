import { RecipeHome } from '../../features/recipes/components/recipe-home.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** `/recipe-channel-list`: the recipe home. */
export function RecipeChannelListRoute() {
  useDocumentTitle('Recipes');
  return <RecipeHome />;
}
