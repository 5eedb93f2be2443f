import { hotTopicPath } from '@wiy/shared/screen-paths';
import { Link } from 'react-router';
import { LoadingIndicator } from '../../../components/loading-indicator.tsx';
import { SafeHtml } from '../../../components/safe-html.tsx';
import { mediaUrl } from '../../../lib/app-config.ts';
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
          {items.map((topic) => {
            const image = mediaUrl(topic.u_image);
            return (
              <li key={topic.uni_id}>
                <Link className="topic-card" to={hotTopicPath(topic)} data-testid="topic-card" data-id={topic.uni_id}>
                  {image ? <img className="topic-image" src={image} alt="" loading="lazy" decoding="async" /> : <div className="topic-image" />}
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
