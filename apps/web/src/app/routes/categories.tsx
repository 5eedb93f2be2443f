import { CategoryIndex } from '../../features/categories/components/category-index.tsx';
import { useT } from '../../lib/i18n/i18n.tsx';
import { usePageMeta } from '../../lib/use-page-meta.ts';

/** `/categories`: the category navigation as a page of links (decision 240). */
export function CategoriesRoute() {
  const t = useT();
  usePageMeta(t('categories.label'));
  return <CategoryIndex />;
}
