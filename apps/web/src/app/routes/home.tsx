import { TrendingFeed } from '../../features/feed/components/trending-feed.tsx';
import { feedFilesPath } from '@wiy/shared/screen-paths';
import { useT } from '../../lib/i18n/i18n.tsx';
import { usePageMeta } from '../../lib/use-page-meta.ts';

export function HomeRoute() {
  const t = useT();
  // Set again by the logo (spec 000 §2).
  usePageMeta(t('home.title'), { feed: feedFilesPath({ kind: 'trending' }) });
  return (
    <>
      <h1 className="visually-hidden">{t('tabs.trending')}</h1>
      <TrendingFeed />
    </>
  );
}
