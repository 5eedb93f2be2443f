import { hotTopicPath } from '@wiy/shared/screen-paths';
import { Link } from 'react-router';
import { CardImage, PRIORITY_CARDS } from '../../../components/card-image.tsx';
import { LoadingIndicator } from '../../../components/loading-indicator.tsx';
import { SafeHtml } from '../../../components/safe-html.tsx';
import { usePagedItems } from '../../../lib/use-paged-items.ts';
import { useHotTopics } from '../api/get-hot-topics.ts';
import '../hot-topics.css';

/** The Hot Topic tab's list: a card per topic, more on scroll. */
export function HotTopicList() {
  const topics = useHotTopics();
  const items = usePagedItems(topics);

  return (
    <div className="hot-topics">
      {items.length > 0 && (
        <ul className="topic-grid">
          {items.map((topic, index) => {
            return (
              <li key={topic.uni_id}>
                <Link className="topic-card" to={hotTopicPath(topic)} data-testid="topic-card" data-id={topic.uni_id}>
                  <CardImage image={topic.u_image} shape="topic" priority={index < PRIORITY_CARDS} />
                  {/* A div, not a span: the stored description may hold paragraphs and lists. */}
                  <div className="topic-body">
                    <span className="topic-title">{topic.u_title}</span>
                    <SafeHtml className="topic-description" html={topic.u_description} insideLink />
                  </div>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
      {topics.isFetching && <LoadingIndicator />}
      {!topics.isFetching && items.length === 0 && <p className="empty">No content found.</p>}
    </div>
  );
}
