import { HotTopicList } from '../../features/hot-topics/components/hot-topic-list.tsx';
import { usePageMeta } from '../../lib/use-page-meta.ts';

/** `/content-list`: the Hot Topic tab's list (spec decision 1). */
export function HotTopicsRoute() {
  usePageMeta('Hot Topics');
  return (
    <>
      <h1 className="visually-hidden">Hot Topics</h1>
      <HotTopicList />
    </>
  );
}
