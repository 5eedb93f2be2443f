import { HotTopicList } from '../../features/hot-topics/components/hot-topic-list.tsx';
import { useT } from '../../lib/i18n/i18n.tsx';
import { usePageMeta } from '../../lib/use-page-meta.ts';

/** `/content-list`: the Hot Topic tab's list (spec decision 1). */
export function HotTopicsRoute() {
  const t = useT();
  usePageMeta(t('hotTopics.title'));
  return (
    <>
      <h1 className="visually-hidden">{t('hotTopics.title')}</h1>
      <HotTopicList />
    </>
  );
}
