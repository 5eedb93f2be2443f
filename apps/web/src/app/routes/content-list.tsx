import { useEffect } from 'react';
import { HotTopicList } from '../../features/hot-topics/components/hot-topic-list.tsx';

/** `/content-list`: the Hot Topic tab's list (decision 1). */
export function ContentListRoute() {
  useEffect(() => {
    document.title = 'Hot Topics';
  }, []);
  return (
    <>
      <h1 className="visually-hidden">Hot Topics</h1>
      <HotTopicList />
    </>
  );
}
