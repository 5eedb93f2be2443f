import { useSearchParams } from 'react-router';
import { SiteSearch } from '../../features/search/components/site-search.tsx';
import { useT } from '../../lib/i18n/i18n.tsx';
import { usePageMeta } from '../../lib/use-page-meta.ts';

/** `/search?q=…`: the reader search, titled with its query and kept out of search engines' indexes. */
export function SearchRoute() {
  const t = useT();
  const [params] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  usePageMeta(q ? t('search.title', { q }) : t('common.search'), { noindex: true });
  return <SiteSearch />;
}
