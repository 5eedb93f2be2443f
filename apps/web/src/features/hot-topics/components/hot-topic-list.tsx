import { hotTopicPath } from '@wiy/shared/screen-paths';
import { useMemo } from 'react';
import { Link } from '../../../components/link.tsx';
import { ImageCard, PRIORITY_CARDS } from '../../../components/card-image.tsx';
import { CardMenu } from '../../../components/card-menu.tsx';
import { LoadingIndicator } from '../../../components/loading-indicator.tsx';
import { NextPageLink } from '../../../components/next-page-link.tsx';
import { SafeHtml } from '../../../components/safe-html.tsx';
import { mutes } from '../../../lib/mutes.ts';
import { useT } from '../../../lib/i18n/i18n.tsx';
import { usePagedItems, useRefillWhenShorter } from '../../../lib/use-paged-items.ts';
import { useHotTopics } from '../api/get-hot-topics.ts';
import '../hot-topics.css';

/** The Hot Topic tab's list: a card per topic, more on scroll, with a menu to mute it; muted topics are left out (decision 093). */
export function HotTopicList() {
  const t = useT();
  const topics = useHotTopics();
  const loaded = usePagedItems(topics);
  const { entries } = mutes.use();
  const items = useMemo(() => {
    const muted = new Set(entries.filter((mute) => mute.kind === 'hot_topic').map((mute) => mute.value));
    return muted.size ? loaded.filter((topic) => !muted.has(topic.uni_id)) : loaded;
  }, [loaded, entries]);
  useRefillWhenShorter(items.length, topics.hasNextPage);

  return (
    <div className="hot-topics">
      {items.length > 0 && (
        <ul className="topic-grid">
          {items.map((topic, index) => {
            return (
              <ImageCard
                key={topic.uni_id}
                as="li"
                image={topic.u_image}
                shape="topic"
                priority={index < PRIORITY_CARDS}
                controls={
                  <div className="card-controls">
                    <CardMenu
                      title={topic.u_title}
                      mutes={[
                        { mute: { kind: 'hot_topic', value: topic.uni_id, label: topic.u_title }, text: t('hotTopics.muteTopic', { title: topic.u_title }) },
                      ]}
                    />
                  </div>
                }
              >
                {(picture) => (
                  <Link className="topic-card" to={hotTopicPath(topic)} data-testid="topic-card" data-id={topic.uni_id}>
                    {picture}
                    {/* A div, not a span: the stored description may hold paragraphs and lists. */}
                    <div className="topic-body">
                      <span className="topic-title">{topic.u_title}</span>
                      <SafeHtml className="topic-description" html={topic.u_description} insideLink />
                    </div>
                  </Link>
                )}
              </ImageCard>
            );
          })}
        </ul>
      )}
      {topics.isFetching && <LoadingIndicator />}
      <NextPageLink list={topics} />
      {!topics.isFetching && items.length === 0 && !topics.hasNextPage && <p className="empty">{t('common.noContent')}</p>}
    </div>
  );
}
