import { Link } from 'react-router';
import { useNotFound, usePageMeta } from '../../lib/use-page-meta.ts';

/** Any path no screen serves; the server answers it 404. */
export function NotFoundRoute() {
  usePageMeta('Page not found');
  useNotFound(true);
  return (
    <div className="not-found">
      <h1>Page not found</h1>
      <p>
        <Link to="/">Back to the Trending feed</Link>
      </p>
    </div>
  );
}
