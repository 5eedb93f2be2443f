import { useState } from 'react';
import { ChannelHeading } from '../../../components/channel-heading.tsx';
import { PagedFeed } from '../../../components/paged-feed.tsx';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useT } from '../../../lib/i18n/i18n.tsx';
import { usePagedItems } from '../../../lib/use-paged-items.ts';
import { CHANNEL_SORT_OPTIONS, useChannelFeed, useRefreshChannelFeed, type ChannelSort } from '../api/get-channel-feed.ts';
import { CHANNEL_SEARCH_MIN_LENGTH } from '../api/search-channels.ts';
import { ChannelFeedCard } from './channel-feed-card.tsx';
import { CHANNEL_SEARCH_DEBOUNCE_MS } from './channel-directory.tsx';
import '../../../components/screen-controls.css';
import '../channels.css';

export interface ChannelRef {
  channelId: string;
  categoryId: string;
  channelLogo?: string;
  channelName: string;
}

/**
 * A channel's feed: search box (same rule as the channel search), Sort dropdown, cards with more on
 * scroll, a refresh control (decision 086). A new sort or search is a new query key, so the list starts again
 * at page 1 (spec 000 §4).
 */
export function ChannelFeed({ channel }: { channel: ChannelRef }) {
  const t = useT();
  const [sort, setSort] = useState<ChannelSort>('none');
  const [text, setText] = useState('');
  const settled = useDebouncedValue(text.trim(), CHANNEL_SEARCH_DEBOUNCE_MS);
  const search = settled.length >= CHANNEL_SEARCH_MIN_LENGTH ? settled : '';
  const query = { channelId: channel.channelId, categoryId: channel.categoryId, sort, search };
  const feed = useChannelFeed(query);
  const refresh = useRefreshChannelFeed(query);
  const items = usePagedItems(feed);

  return (
    <div className="channel-feed">
      <ChannelHeading name={channel.channelName} logo={channel.channelLogo} back="/list-category-channel" />
      {/* Search as one types and the sort are the app's own, not shown without JavaScript (decision 240). */}
      <div className="toolbar" data-script-only="">
        <input
          type="search"
          className="search-input"
          aria-label={t('channels.searchChannel')}
          placeholder={t('common.search')}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <label className="select-label">
          {t('channels.sort')}
          <select value={sort} onChange={(event) => setSort(event.target.value as ChannelSort)}>
            {CHANNEL_SORT_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {t(option.label)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <PagedFeed
        list={feed}
        items={items}
        label={channel.channelName}
        renderCard={(item, priority) => <ChannelFeedCard item={item} priority={priority} />}
        emptyText={t('common.noContent')}
        onRefresh={refresh}
      />
    </div>
  );
}
