import { useSearchParams } from 'react-router';
import { BrokenLink } from '../../components/broken-link.tsx';
import { Toasts } from '../../components/toasts.tsx';
import { RecipePage } from '../../features/recipes/components/recipe-page.tsx';
import { decodeRouteData } from '../../lib/route-data.ts';

/** `/recipe-content-page?data=…`: one recipe, its id read from `data`. */
export function RecipeRoute() {
  const [params] = useSearchParams();
  const data = decodeRouteData(params.get('data'), { recordId: 'string' });
  if (!data.ok) return <BrokenLink message={data.message} back="/recipe-channel-list" backLabel="Back to the recipes" />;
  return (
    <>
      <RecipePage key={data.value.recordId} recordId={data.value.recordId} />
      <Toasts />
    </>
  );
}
