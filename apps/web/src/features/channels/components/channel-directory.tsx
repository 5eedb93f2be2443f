import { channelFeedPath } from '@wiy/shared/screen-paths';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Link } from '../../../components/link.tsx';
import { ChannelGrid } from '../../../components/channel-grid.tsx';
import { LoadingIndicator } from '../../../components/loading-indicator.tsx';
import { NextPageLink } from '../../../components/next-page-link.tsx';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useT } from '../../../lib/i18n/i18n.tsx';
import { HOME_RULE, usePagedItems } from '../../../lib/use-paged-items.ts';
import { useChannelFilters } from '../api/get-channel-filters.ts';
import { useChannels } from '../api/get-channels.ts';
import { useListCategories } from '../api/get-list-categories.ts';
import { CHANNEL_SEARCH_MIN_LENGTH, useChannelSearch } from '../api/search-channels.ts';
import { FilterModal } from './filter-modal.tsx';
import '../../../components/screen-controls.css';
import '../channels.css';

/** Channel search waits for typing to pause this long (spec 000 §9). */
export const CHANNEL_SEARCH_DEBOUNCE_MS = 100;

/**
 * The channel list: category buttons, a search box, the filter modal and the channel grid. The chosen
 * category and filter live in the query string, so a reload keeps them.
 */
export function ChannelDirectory() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const category = params.get('category') ?? undefined;
  const filter = params.get('filter') ?? undefined;
  const [text, setText] = useState('');
  const [filterOpen, setFilterOpen] = useState(false);
  const searchText = useDebouncedValue(text.trim(), CHANNEL_SEARCH_DEBOUNCE_MS);
  const searching = searchText.length >= CHANNEL_SEARCH_MIN_LENGTH;

  const categories = useListCategories();
  const filters = useChannelFilters(category);
  const channels = useChannels(filter ?? category);
  const results = useChannelSearch(searching ? searchText : '');
  const items = usePagedItems(channels, { ...HOME_RULE, paused: searching });

  const applyFilter = (id: string | undefined) => {
    setFilterOpen(false);
    setParams(id && category ? { category, filter: id } : category ? { category } : {});
  };

  const shown = searching ? (results.data ?? []) : items;
  const loading = searching ? results.isFetching : channels.isFetching;

  return (
    <div className="channels">
      <div className="category-buttons" role="group" aria-label={t('channels.categories')}>
        <Link to={{ search: '' }} className="pill chip" aria-current={!category ? 'true' : undefined}>
          {t('categories.all')}
        </Link>
        {(categories.data ?? []).map((c) => (
          <Link
            key={c.uni_id}
            to={{ search: `?${new URLSearchParams({ category: c.uni_id })}` }}
            className="pill chip"
            aria-current={category === c.uni_id ? 'true' : undefined}
          >
            {c.u_label}
          </Link>
        ))}
      </div>
      {/* Search as one types and the filter's dialog are the app's own, not shown without JavaScript (decision 240). */}
      <div className="toolbar" data-script-only="">
        <input
          type="search"
          className="search-input"
          aria-label={t('channels.search')}
          placeholder={t('channels.search')}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        {category && (
          <button type="button" className="button-secondary" aria-haspopup="dialog" onClick={() => setFilterOpen(true)}>
            {filter ? t('channels.filterCount', { count: 1 }) : t('channels.filter')}
          </button>
        )}
      </div>
      {shown.length > 0 && <ChannelGrid channels={shown} linkTo={channelFeedPath} />}
      {loading && <LoadingIndicator />}
      {!searching && <NextPageLink list={channels} />}
      {!loading && shown.length === 0 && <p className="empty">{t('common.noContent')}</p>}
      {filterOpen && <FilterModal groups={filters.data ?? []} selected={filter} onApply={applyFilter} onClose={() => setFilterOpen(false)} />}
    </div>
  );
}
