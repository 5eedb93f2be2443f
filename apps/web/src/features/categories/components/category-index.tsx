import { ALL_CATEGORY } from '@wiy/shared/categories';
import { categoryFeedPath } from '@wiy/shared/screen-paths';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { Link } from '../../../components/link.tsx';
import { LoadingIndicator } from '../../../components/loading-indicator.tsx';
import { useT } from '../../../lib/i18n/i18n.tsx';
import { useCategoryTree } from '../hooks/use-category-tree.ts';
import { filterCategoryTree } from '../lib/category-tree.ts';
import { CategoryListEnd, SubCategoryLinks } from './category-links.tsx';
import '../categories.css';

/**
 * `/categories`: every category with its sub-categories as plain links, and the drawer's search as a GET form
 * (`?q=`, the drawer's rule), all rendered by the server. It is where the header's menu link goes before the app
 * is live and without JavaScript (decision 240); once live, that link opens the drawer instead. A category's name
 * opens its whole feed (its sub-category 'all').
 */
export function CategoryIndex() {
  const t = useT();
  const [params] = useSearchParams();
  const text = params.get('q') ?? '';
  const { tree, isPending } = useCategoryTree();
  const { filtering, nodes } = useMemo(() => filterCategoryTree(tree, text), [tree, text]);

  return (
    <nav className="category-index" aria-labelledby="category-index-title">
      <h1 id="category-index-title" className="screen-title">
        {t('categories.label')}
      </h1>
      <form className="category-index-search" role="search" method="get" action="/categories">
        <input type="search" name="q" defaultValue={text} aria-label={t('categories.search')} placeholder={t('categories.searchPlaceholder')} />
        <button type="submit" className="pill">
          {t('common.search')}
        </button>
      </form>
      {isPending && <LoadingIndicator />}
      <ul className="category-index-list">
        {!filtering && (
          <li>
            <Link className="category-index-name" to={categoryFeedPath(ALL_CATEGORY.uni_id, ALL_CATEGORY.uni_id)}>
              {t('categories.all')}
            </Link>
          </li>
        )}
        {nodes
          .filter((node) => node.id !== ALL_CATEGORY.uni_id)
          .map((node) => (
            <li key={node.id}>
              <Link className="category-index-name" to={categoryFeedPath(node.id, ALL_CATEGORY.uni_id)}>
                {node.label}
              </Link>
              {node.subs.length > 0 && <SubCategoryLinks node={node} />}
            </li>
          ))}
      </ul>
      <CategoryListEnd text={text} empty={filtering && nodes.length === 0} />
    </nav>
  );
}
