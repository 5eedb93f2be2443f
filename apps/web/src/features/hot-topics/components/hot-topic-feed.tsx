import { FeedGroups } from '../../../components/feed-groups.tsx';
import { cardSaveControl } from '../../../components/save-button.tsx';
import { usePagedItems } from '../../../lib/use-paged-items.ts';
import { useHotTopicItems, useRefreshHotTopicItems } from '../api/get-hot-topic-items.ts';
import '../hot-topics.css';

/** One hot topic's items as cards by day, more on scroll, with a refresh control; each opens its detail. */
export function HotTopicFeed({ topicId, name }: { topicId: string; name: string }) {
  const feed = useHotTopicItems(topicId);
  const refresh = useRefreshHotTopicItems(topicId);
  const items = usePagedItems(feed);

  return (
    <div className="feed">
      <FeedGroups list={feed} items={items} label={name} emptyText="No content found." onRefresh={refresh} cardAction={cardSaveControl} />
    </div>
  );
}
