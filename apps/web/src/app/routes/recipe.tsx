import { useSearchParams } from 'react-router';
import { BrokenLink } from '../../components/broken-link.tsx';
import { Toasts } from '../../components/toasts.tsx';
import { RecipePage } from '../../features/recipes/components/recipe-page.tsx';
import { decodeRouteData } from '../../lib/route-data.ts';
import { useT } from '../../lib/i18n/i18n.tsx';

/** `/recipe-content-page?data=…`: one recipe, its id read from `data`. */
export function RecipeRoute() {
  const t = useT();
  const [params] = useSearchParams();
  const data = decodeRouteData(params.get('data'), { recordId: 'string' });
  if (!data.ok) return <BrokenLink back="/recipe-channel-list" backLabel={t('recipes.backToRecipes')} />;
  return (
    <>
      <RecipePage key={data.value.recordId} recordId={data.value.recordId} />
      <Toasts />
    </>
  );
}
