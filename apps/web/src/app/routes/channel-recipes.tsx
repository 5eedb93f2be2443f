import { useSearchParams } from 'react-router';
import { BrokenLink } from '../../components/broken-link.tsx';
import { RecipeList } from '../../features/recipes/components/recipe-list.tsx';
import { decodeRouteData } from '../../lib/route-data.ts';
import { useT } from '../../lib/i18n/i18n.tsx';
import { usePageMeta } from '../../lib/use-page-meta.ts';

const fields = {
  channelId: 'string',
  categoryId: 'string',
  channelLogo: 'optional-string',
  channelName: 'string',
  languageId: 'string',
} as const;

/** `/recipe-content-list?data=…`: a channel's recipes in a language, read from `data`. */
export function ChannelRecipesRoute() {
  const t = useT();
  const [params] = useSearchParams();
  const data = decodeRouteData(params.get('data'), fields);
  const title = data.ok ? data.value.channelName : t('brokenLink.title');
  usePageMeta(title);
  if (!data.ok) return <BrokenLink back="/recipe-channel-list" backLabel={t('recipes.backToRecipes')} />;
  return <RecipeList key={`${data.value.channelId}/${data.value.languageId}`} channel={data.value} />;
}
