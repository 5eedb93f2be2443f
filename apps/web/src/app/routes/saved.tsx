import { SavedFeed } from '../../features/saved/components/saved-feed.tsx';
import { usePageMeta } from '../../lib/use-page-meta.ts';

/** `/saved`: the reader's saved items, reached from the header's Saved control (decision 092). */
export function SavedRoute() {
  usePageMeta('Saved');
  return (
    <div className="feed">
      <h1>Saved</h1>
      <SavedFeed />
    </div>
  );
}
