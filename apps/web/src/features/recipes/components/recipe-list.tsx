import { ChannelHeading } from '../../../components/channel-heading.tsx';
import { LoadingIndicator } from '../../../components/loading-indicator.tsx';
import { usePagedItems } from '../../../lib/use-paged-items.ts';
import { useRecipes, type RecipesQuery } from '../api/get-recipes.ts';
import { RecipeCards } from './recipe-card.tsx';
import '../../../components/screen-controls.css';
import '../recipes.css';

/** A channel's recipes in the chosen language, more on scroll. */
export function RecipeList({ channel }: { channel: RecipesQuery & { channelName: string; channelLogo?: string } }) {
  const recipes = useRecipes(channel);
  const items = usePagedItems(recipes);

  return (
    <div className="recipes">
      <ChannelHeading name={channel.channelName} logo={channel.channelLogo} back="/recipe-channel-list" />
      <RecipeCards recipes={items} loading={recipes.isFetching} />
      {recipes.isFetching && <LoadingIndicator />}
    </div>
  );
}
