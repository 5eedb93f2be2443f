import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { BackButton } from '../../../components/back-button.tsx';
import { LoadingIndicator } from '../../../components/loading-indicator.tsx';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useT } from '../../../lib/i18n/i18n.tsx';
import { useRecipeSearch } from '../api/search-recipes.ts';
import { RecipeCards } from './recipe-card.tsx';
import { RECIPE_SEARCH_DEBOUNCE_MS } from './recipe-home.tsx';
import '../../../components/screen-controls.css';
import '../recipes.css';

/** Recipe search results; the text lives in the query string so the results survive a reload. */
export function RecipeSearchResults() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const [text, setText] = useState(params.get('search') ?? '');
  const settled = useDebouncedValue(text.trim(), RECIPE_SEARCH_DEBOUNCE_MS);
  const results = useRecipeSearch(settled);

  useEffect(() => {
    if (settled !== (params.get('search') ?? '')) setParams(settled ? { search: settled } : {}, { replace: true });
  }, [settled, params, setParams]);

  return (
    <div className="recipes">
      <div className="screen-heading">
        <BackButton fallback="/recipe-channel-list" />
        <h1>{t('recipes.searchTitle')}</h1>
      </div>
      {/* A GET form: without JavaScript, Enter asks the server for the results; the app searches as one types. */}
      <form className="toolbar" role="search" method="get" action="/search-recipe-list" onSubmit={(event) => event.preventDefault()}>
        <input
          type="search"
          name="search"
          className="search-input"
          aria-label={t('recipes.searchPlaceholder')}
          placeholder={t('recipes.searchPlaceholder')}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </form>
      {settled === '' ? <p className="empty">{t('recipes.searchHint')}</p> : <RecipeCards recipes={results.data ?? []} loading={results.isFetching} />}
      {results.isFetching && <LoadingIndicator />}
    </div>
  );
}
