import { SavedFeed } from '../../features/saved/components/saved-feed.tsx';
import { useT } from '../../lib/i18n/i18n.tsx';
import { usePageMeta } from '../../lib/use-page-meta.ts';

/** `/saved`: the reader's saved items, reached from the header's Saved control (decision 092). */
export function SavedRoute() {
  const t = useT();
  usePageMeta(t('header.saved'));
  return (
    <div className="feed">
      <h1>{t('header.saved')}</h1>
      <SavedFeed />
    </div>
  );
}
