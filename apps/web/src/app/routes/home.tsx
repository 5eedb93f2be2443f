import { TrendingFeed } from '../../features/feed/components/trending-feed.tsx';
import { usePageMeta } from '../../lib/use-page-meta.ts';

/** The home screen's title, set again by the logo (spec 000 §2). */
export const HOME_TITLE = 'Content List';

export function HomeRoute() {
  usePageMeta(HOME_TITLE);
  return (
    <>
      <h1 className="visually-hidden">Trending</h1>
      <TrendingFeed />
    </>
  );
}
