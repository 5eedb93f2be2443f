import { RecipeHome } from '../../features/recipes/components/recipe-home.tsx';
import { useT } from '../../lib/i18n/i18n.tsx';
import { usePageMeta } from '../../lib/use-page-meta.ts';

/** `/recipe-channel-list`: the recipe home. */
export function RecipeChannelsRoute() {
  const t = useT();
  usePageMeta(t('tabs.recipes'));
  return <RecipeHome />;
}
