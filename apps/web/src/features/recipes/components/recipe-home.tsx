import type { Channel } from '@wiy/shared/channel.schema';
import { routeWithData } from '@wiy/shared/route-data';
import { DEFAULT_LANGUAGE } from '@wiy/shared/search-tables';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ChannelGrid } from '../../../components/channel-grid.tsx';
import { LoadingIndicator } from '../../../components/loading-indicator.tsx';
import { NextPageLink } from '../../../components/next-page-link.tsx';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useT } from '../../../lib/i18n/i18n.tsx';
import { usePagedItems } from '../../../lib/use-paged-items.ts';
import { useLanguages } from '../api/get-languages.ts';
import { useRecipeChannels } from '../api/get-recipe-channels.ts';
import '../../../components/screen-controls.css';
import '../recipes.css';

/** Recipe search waits for typing to pause this long (spec 000 §9). */
export const RECIPE_SEARCH_DEBOUNCE_MS = 200;

/**
 * The recipe home: the food_and_cooking channels with recipes in the chosen language, a recipe search
 * box that narrows them as one types (and opens the recipe results on Search), and Select Language.
 */
export function RecipeHome() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const languageId = params.get('language') || DEFAULT_LANGUAGE;
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim(), RECIPE_SEARCH_DEBOUNCE_MS);
  const languages = useLanguages();
  const channels = useRecipeChannels(search, languageId);
  const items = usePagedItems(channels);

  const recipesLink = (channel: Channel) =>
    routeWithData('/recipe-content-list', {
      channelId: channel.uni_id,
      categoryId: channel.u_list_category.id,
      channelLogo: channel.u_logo ?? '',
      channelName: channel.u_name,
      languageId,
    });

  const openResults = (event: React.FormEvent) => {
    event.preventDefault();
    if (text.trim()) navigate(`/search-recipe-list?${new URLSearchParams({ search: text.trim() })}`);
  };

  return (
    <div className="recipes">
      <h1 className="screen-title">{t('tabs.recipes')}</h1>
      <div className="toolbar">
        {/* A GET form: without JavaScript the browser opens the results itself, rendered by the server. */}
        <form className="recipe-search" role="search" method="get" action="/search-recipe-list" onSubmit={openResults}>
          <input
            type="search"
            name="search"
            className="search-input"
            aria-label={t('recipes.searchPlaceholder')}
            placeholder={t('recipes.searchPlaceholder')}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
          <button type="submit" className="button-primary">
            {t('common.search')}
          </button>
        </form>
        {/* The language applies as it is chosen, which needs the app (decision 240). */}
        <label className="select-label" data-script-only="">
          {t('recipes.selectLanguage')}
          <select value={languageId} onChange={(event) => setParams({ language: event.target.value })}>
            {(languages.data ?? [{ uni_id: DEFAULT_LANGUAGE, name: DEFAULT_LANGUAGE, label: 'English' }]).map((language) => (
              <option key={language.uni_id} value={language.uni_id}>
                {language.label}
              </option>
            ))}
          </select>
        </label>
      </div>
      {items.length > 0 && <ChannelGrid channels={items} linkTo={recipesLink} />}
      {channels.isFetching && <LoadingIndicator />}
      <NextPageLink list={channels} />
      {!channels.isFetching && items.length === 0 && <p className="empty">{t('common.noContent')}</p>}
    </div>
  );
}
