import { categoryFeedPath } from '@wiy/shared/screen-paths';
import { Link } from '../../../components/link.tsx';
import { useT } from '../../../lib/i18n/i18n.tsx';
import type { CategoryNode } from '../lib/category-tree.ts';

/**
 * The lists the drawer and `/categories` share: a category's sub-categories as links to their feeds, and what
 * follows the categories. `onChoose` runs on a link's click (the drawer closes); `selectedSub` marks the open feed.
 */
export function SubCategoryLinks({ node, selectedSub, onChoose }: { node: CategoryNode; selectedSub?: string; onChoose?: () => void }) {
  return (
    <ul className="sub-list">
      {node.subs.map((sub) => (
        <li key={sub.id}>
          <Link className="sub-link" to={categoryFeedPath(node.id, sub.id)} aria-current={selectedSub === sub.id ? 'page' : undefined} onClick={onChoose}>
            {sub.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The line a search that matches nothing shows, and the Channels, Recipes and Policies sections. */
export function CategoryListEnd({ text, empty, onChoose }: { text: string; empty: boolean; onChoose?: () => void }) {
  const t = useT();
  return (
    <>
      {empty && <p className="category-empty">{t('categories.noMatch', { text: text.trim() })}</p>}
      <div className="category-sections">
        <Link to="/list-category-channel" onClick={onChoose}>
          {t('tabs.channels')}
        </Link>
        <Link to="/recipe-channel-list" onClick={onChoose}>
          {t('tabs.recipes')}
        </Link>
        <Link to="/policy" onClick={onChoose}>
          {t('policies.title')}
        </Link>
      </div>
    </>
  );
}
