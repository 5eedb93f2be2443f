import { feedFilesPath } from '@wiy/shared/screen-paths';
import { useSearchParams } from 'react-router';
import { BackButton } from '../../components/back-button.tsx';
import { ShareButton } from '../../components/share-button.tsx';
import { Toasts } from '../../components/toasts.tsx';
import { FollowButton } from '../../features/following/components/follow-button.tsx';
import { HotTopicFeed } from '../../features/hot-topics/components/hot-topic-feed.tsx';
import { useT } from '../../lib/i18n/i18n.tsx';
import { usePageMeta } from '../../lib/use-page-meta.ts';

/** `/content-list-hot-topic?id={id}&name={name}`: a topic's items under its name, with a back arrow. */
export function HotTopicFeedRoute() {
  const t = useT();
  const [params] = useSearchParams();
  const topicId = params.get('id') ?? '';
  const name = params.get('name') || t('tabs.hotTopic');
  usePageMeta(name, { feed: topicId ? feedFilesPath({ kind: 'hot-topic', id: topicId }) : undefined });
  return (
    <>
      <div className="screen-heading">
        <BackButton fallback="/content-list" />
        <h1>{name}</h1>
        <div className="screen-actions">
          <ShareButton title={name} />
          <FollowButton kind="hot_topic" id={topicId} name={name} />
        </div>
      </div>
      <HotTopicFeed key={topicId} topicId={topicId} name={name} />
      <Toasts />
    </>
  );
}
