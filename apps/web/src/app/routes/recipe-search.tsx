import { RecipeSearchResults } from '../../features/recipes/components/recipe-search-results.tsx';
import { usePageMeta } from '../../lib/use-page-meta.ts';

/** `/search-recipe-list?search=…`: recipe search results. */
export function RecipeSearchRoute() {
  usePageMeta('Recipe search');
  return <RecipeSearchResults />;
}
