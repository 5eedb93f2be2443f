import { useEffect } from 'react';
import { RecipeHome } from '../../features/recipes/components/recipe-home.tsx';

/** `/recipe-channel-list`: the recipe home. */
export function RecipeChannelListRoute() {
  useEffect(() => {
    document.title = 'Recipes';
  }, []);
  return <RecipeHome />;
}
