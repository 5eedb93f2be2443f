import { useMemo } from 'react';
import { BackButton } from '../../../components/back-button.tsx';
import { LoadingIndicator } from '../../../components/loading-indicator.tsx';
import { mediaUrl } from '../../../lib/app-config.ts';
import { joinPagesUnique } from '../../../lib/unique-by-id.ts';
import { reachedFraction, useScrollThreshold } from '../../../lib/use-scroll-threshold.ts';
import { useRecipes, type RecipesQuery } from '../api/get-recipes.ts';
import { RecipeCards } from './recipe-card.tsx';
import '../../../components/screen-controls.css';
import '../recipes.css';

const nearEnd = reachedFraction(0.75);

/** A channel's recipes in the chosen language, more on scroll. */
export function RecipeList({ channel }: { channel: RecipesQuery & { channelName: string; channelLogo?: string } }) {
  const recipes = useRecipes(channel);
  const items = useMemo(() => joinPagesUnique(recipes.data?.pages ?? []), [recipes.data]);
  const logo = mediaUrl(channel.channelLogo);

  useScrollThreshold(() => void recipes.fetchNextPage(), {
    enabled: !recipes.isFetching && recipes.hasNextPage,
    reached: nearEnd,
    debounceMs: 50,
  });

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
