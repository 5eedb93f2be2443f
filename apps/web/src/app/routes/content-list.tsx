import { HotTopicList } from '../../features/hot-topics/components/hot-topic-list.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** `/content-list`: the Hot Topic tab's list (decision 1). */
export function ContentListRoute() {
  useDocumentTitle('Hot Topics');
  return (
    <>
      <h1 className="visually-hidden">Hot Topics</h1>
      <HotTopicList />
    </>
  );
}
