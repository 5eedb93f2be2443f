import { BackButton } from '../../../components/back-button.tsx';
import { LoadingIndicator } from '../../../components/loading-indicator.tsx';
import { mediaUrl } from '../../../lib/app-config.ts';
import { usePagedItems } from '../../../lib/use-paged-items.ts';
import { useRecipes, type RecipesQuery } from '../api/get-recipes.ts';
import { RecipeCards } from './recipe-card.tsx';
import '../../../components/screen-controls.css';
import '../recipes.css';

/** A channel's recipes in the chosen language, more on scroll. */
export function RecipeList({ channel }: { channel: RecipesQuery & { channelName: string; channelLogo?: string } }) {
  const recipes = useRecipes(channel);
  const items = usePagedItems(recipes);
  const logo = mediaUrl(channel.channelLogo);

  return (
    <div className="recipes">
      <div className="screen-heading">
        <BackButton fallback="/recipe-channel-list" />
        {logo && <img className="channel-logo small" src={logo} alt="" width={48} height={48} />}
        <h1>{channel.channelName}</h1>
      </div>
      <RecipeCards recipes={items} loading={recipes.isFetching} />
      {recipes.isFetching && <LoadingIndicator />}
    </div>
  );
}
