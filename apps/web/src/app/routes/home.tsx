import { TrendingFeed } from '../../features/feed/components/trending-feed.tsx';
import { feedFilesPath } from '@wiy/shared/screen-paths';
import { usePageMeta } from '../../lib/use-page-meta.ts';

/** The home screen's title, set again by the logo (spec 000 §2). */
export const HOME_TITLE = 'Content List';

export function HomeRoute() {
  usePageMeta(HOME_TITLE, { feed: feedFilesPath({ kind: 'trending' }) });
  return (
    <>
      <h1 className="visually-hidden">Trending</h1>
      <TrendingFeed />
    </>
  );
}
