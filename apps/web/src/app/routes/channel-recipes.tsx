import { useSearchParams } from 'react-router';
import { BrokenLink } from '../../components/broken-link.tsx';
import { RecipeList } from '../../features/recipes/components/recipe-list.tsx';
import { decodeRouteData } from '../../lib/route-data.ts';
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
  const [params] = useSearchParams();
  const data = decodeRouteData(params.get('data'), fields);
  const title = data.ok ? data.value.channelName : 'Broken link';
  usePageMeta(title);
  if (!data.ok) return <BrokenLink message={data.message} back="/recipe-channel-list" backLabel="Back to the recipes" />;
  return <RecipeList key={`${data.value.channelId}/${data.value.languageId}`} channel={data.value} />;
}
