import { RecipeSearchResults } from '../../features/recipes/components/recipe-search-results.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** `/search-recipe-list?search=…`: recipe search results. */
export function SearchRecipeListRoute() {
  useDocumentTitle('Recipe search');
  return <RecipeSearchResults />;
}
