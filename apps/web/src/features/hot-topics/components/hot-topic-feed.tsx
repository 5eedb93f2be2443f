import type { FeedItem } from '@wiy/shared/feed.schema';
import { contentPath } from '@wiy/shared/screen-paths';
import { FeedGroups } from '../../../components/feed-groups.tsx';
import { LoadingIndicator } from '../../../components/loading-indicator.tsx';
import { usePagedItems } from '../../../lib/use-paged-items.ts';
import { useHotTopicItems } from '../api/get-hot-topic-items.ts';
import '../hot-topics.css';

const detailLink = (item: FeedItem) => contentPath(item.uni_id);

/** One hot topic's items as cards by day, more on scroll; each opens its detail. */
export function HotTopicFeed({ topicId }: { topicId: string }) {
  const feed = useHotTopicItems(topicId);
  const items = usePagedItems(feed);

  return (
    <div className="feed">
      {items.length > 0 && <FeedGroups items={items} linkTo={detailLink} />}
      {feed.isFetching && <LoadingIndicator />}
      {!feed.isFetching && items.length === 0 && <p className="empty">No content found.</p>}
    </div>
  );
}
