import { Link } from 'react-router';

export function NotFoundRoute() {
  return (
    <div className="not-found">
      <h1>Page not found</h1>
      <p>
        <Link to="/">Back to the Trending feed</Link>
      </p>
    </div>
  );
}
