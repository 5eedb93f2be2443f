import { useEffect } from 'react';
import { RecipeSearchResults } from '../../features/recipes/components/recipe-search-results.tsx';

/** `/search-recipe-list?search=…`: recipe search results. */
export function SearchRecipeListRoute() {
  useEffect(() => {
    document.title = 'Recipe search';
  }, []);
  return <RecipeSearchResults />;
}
