import { SITE_SEARCH_MAX_LENGTH } from '@wiy/shared/constants';
import type { FeedItem } from '@wiy/shared/feed.schema';
import { contentPath } from '@wiy/shared/screen-paths';
import { memo, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { cardControls } from '../../../components/card-controls.tsx';
import { FeedCard } from '../../../components/feed-card.tsx';
import { PagedFeed } from '../../../components/paged-feed.tsx';
import { htmlExcerpt, SafeHtml } from '../../../components/safe-html.tsx';
import { useListStart } from '../../../lib/infinite-list.ts';
import { useUnmuted } from '../../../lib/mutes.ts';
import { shownDescription } from '../../../lib/shown-description.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useT } from '../../../lib/i18n/i18n.tsx';
import { HOME_RULE, usePagedItems } from '../../../lib/use-paged-items.ts';
import { useSiteSearch } from '../api/get-site-search.ts';
import { MarkedText } from './marked-text.tsx';
import { SearchGroups } from './search-groups.tsx';
import '../../../components/screen-controls.css';
import '../search.css';

/** The search asks once typing has paused this long, as the spec's search boxes do (spec 000 §9). */
export const SITE_SEARCH_DEBOUNCE_MS = 200;
/** Characters of a description a result card shows. */
const EXCERPT_LENGTH = 140;

/**
 * `/search?q=…`: the reader search. The query in a GET form at the top (without JavaScript, Enter asks the server
 * for the page); once live, results follow the typing after a pause, and the address's `q` follows them, replaced
 * rather than pushed. The items come first as cards with the matched words marked, paged like every feed, muted ones
 * left out (decision 093); then the other groups (decision 271).
 */
export function SiteSearch() {
  const t = useT();
  const inputId = useId();
  const [params, setParams] = useSearchParams();
  const addressQuery = (params.get('q') ?? '').trim();
  const [text, setText] = useState(addressQuery);
  const settled = useDebouncedValue(text.trim(), SITE_SEARCH_DEBOUNCE_MS);
  const written = useRef(settled);
  // The address's page counts only for the query it came with: a query typed since starts at page 1.
  const listStart = useListStart();
  const from = settled === addressQuery ? listStart : 1;

  useEffect(() => {
    if (settled === written.current) return;
    written.current = settled;
    if (settled !== addressQuery) setParams(settled ? { q: settled } : {}, { replace: true });
  }, [settled, addressQuery, setParams]);
  useEffect(() => {
    // The address changed otherwise (the header's search, back or forward): the box takes its query.
    if (addressQuery !== written.current) setText(addressQuery);
  }, [addressQuery]);

  return (
    <div className="site-search">
      <h1 className="screen-title">{addressQuery ? t('search.title', { q: addressQuery }) : t('common.search')}</h1>
      <form className="toolbar" role="search" method="get" action="/search" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor={inputId} className="visually-hidden">
          {t('common.search')}
        </label>
        <input
          id={inputId}
          type="search"
          name="q"
          className="search-input"
          placeholder={t('common.search')}
          enterKeyHint="search"
          maxLength={SITE_SEARCH_MAX_LENGTH}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </form>
      {/* An empty query asks nothing: the field is the screen. */}
      {settled !== '' && <SearchResults q={settled} from={from} />}
    </div>
  );
}

/**
 * The results for `q`: a component of its own, kept from rendering again while the reader types (only the settled
 * query changes it), since a render of twenty cards sanitises their excerpts and would hold up the next key.
 */
const SearchResults = memo(function SearchResults({ q, from }: { q: string; from: number }) {
  const t = useT();
  const search = useSiteSearch(q, from);
  const items = useUnmuted(usePagedItems(search, HOME_RULE));
  const answers = search.data?.answers;
  const marks = useMemo(() => new Set(answers?.flatMap((answer) => answer.marks)), [answers]);
  const groups = answers?.[0]?.groups;
  const hasGroups = groups !== undefined && Object.values(groups).some((group) => group.length > 0);

  const renderCard = (item: FeedItem, priority: boolean) => (
    <FeedCard
      item={item}
      to={contentPath(item.uni_id)}
      priority={priority}
      action={cardControls(item)}
      title={<MarkedText text={item.u_title} marks={marks} />}
      excerpt={<SafeHtml className="card-excerpt" html={htmlExcerpt(shownDescription(item), EXCERPT_LENGTH)} insideLink marks={marks} />}
    />
  );

  return (
    <>
      <PagedFeed
        list={search}
        items={items}
        label={t('search.title', { q })}
        renderCard={renderCard}
        emptyText={hasGroups ? t('common.noContent') : t('search.empty', { q })}
      />
      {groups && <SearchGroups groups={groups} q={q} marks={marks} />}
    </>
  );
});
