import { RecipeSearchResults } from '../../features/recipes/components/recipe-search-results.tsx';
import { useT } from '../../lib/i18n/i18n.tsx';
import { usePageMeta } from '../../lib/use-page-meta.ts';

/** `/search-recipe-list?search=…`: recipe search results. */
export function RecipeSearchRoute() {
  const t = useT();
  usePageMeta(t('recipes.searchTitle'));
  return <RecipeSearchResults />;
}
