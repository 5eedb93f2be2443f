import { ChannelHeading } from '../../../components/channel-heading.tsx';
import { PagedFeed } from '../../../components/paged-feed.tsx';
import { useT } from '../../../lib/i18n/i18n.tsx';
import { usePagedItems } from '../../../lib/use-paged-items.ts';
import { useRecipes, useRefreshRecipes, type RecipesQuery } from '../api/get-recipes.ts';
import { RecipeCard } from './recipe-card.tsx';
import '../../../components/screen-controls.css';
import '../recipes.css';

/** A channel's recipes in the chosen language, more on scroll, with a refresh control (decision 086). */
export function RecipeList({ channel }: { channel: RecipesQuery & { channelName: string; channelLogo?: string } }) {
  const t = useT();
  const recipes = useRecipes(channel);
  const refresh = useRefreshRecipes(channel);
  const items = usePagedItems(recipes);

  return (
    <div className="recipes">
      <ChannelHeading name={channel.channelName} logo={channel.channelLogo} back="/recipe-channel-list" />
      <PagedFeed
        list={recipes}
        items={items}
        label={t('recipes.channelRecipes', { name: channel.channelName })}
        renderCard={(recipe, priority) => <RecipeCard recipe={recipe} priority={priority} />}
        emptyText={t('common.noContent')}
        onRefresh={refresh}
      />
    </div>
  );
}
