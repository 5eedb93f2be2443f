import { FeedGroups } from '../../../components/feed-groups.tsx';
import { cardControls } from '../../../components/card-controls.tsx';
import { setMuted, useIsMuted } from '../../../lib/mutes.ts';
import { useT } from '../../../lib/i18n/i18n.tsx';
import { HOME_RULE, usePagedItems } from '../../../lib/use-paged-items.ts';
import { useHotTopicItems, useRefreshHotTopicItems } from '../api/get-hot-topic-items.ts';
import '../hot-topics.css';

/**
 * One hot topic's items as cards by day, more on scroll, with a refresh control; each opens its detail. A topic the
 * reader muted shows that, with the way back (decision 093).
 */
export function HotTopicFeed({ topicId, name }: { topicId: string; name: string }) {
  const t = useT();
  const feed = useHotTopicItems(topicId);
  const refresh = useRefreshHotTopicItems(topicId);
  const muted = useIsMuted('hot_topic', topicId);
  const items = usePagedItems(feed, { ...HOME_RULE, paused: muted });
  if (muted) {
    return (
      <div className="feed">
        <p className="empty">{t('hotTopics.muted')}</p>
        <button type="button" className="pill load-more" onClick={() => setMuted({ kind: 'hot_topic', value: topicId, label: name }, false)}>
          {t('common.unmute')}
        </button>
      </div>
    );
  }

  return (
    <div className="feed">
      <FeedGroups list={feed} items={items} label={name} emptyText={t('common.noContent')} onRefresh={refresh} news={{ topicId }} cardAction={cardControls} />
    </div>
  );
}
