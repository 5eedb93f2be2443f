import { useQueryClient } from '@tanstack/react-query';
import { ALL_CATEGORY } from '@wiy/shared/categories';
import { categoryFeedPath } from '@wiy/shared/screen-paths';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { Link } from '../../../components/link.tsx';
import { LoadingIndicator } from '../../../components/loading-indicator.tsx';
import { ModalDialog } from '../../../components/modal-dialog.tsx';
import { useT } from '../../../lib/i18n/i18n.tsx';
import { categoryFeedKey } from '../api/get-category-feed.ts';
import { useCategoryTree } from '../hooks/use-category-tree.ts';
import { useMediaQuery } from '../hooks/use-media-query.ts';
import { filterCategoryTree } from '../lib/category-tree.ts';
import { CategoryListEnd, SubCategoryLinks } from './category-links.tsx';
import '../categories.css';

/** Spec decision 3: one breakpoint; above it the navigation is a fixed sidebar, below an overlay drawer (a modal dialog). */
const WIDE = '(min-width: 768px)';

/**
 * The category navigation the header's menu toggle opens (spec 000 §2): search, categories with their
 * sub-categories, expand or collapse all, the selected sub-category from the URL, and the Channels,
 * Recipes and Policies sections.
 * Mounted on each opening, so the lists are fetched each time it opens.
 */
export function CategoryNav({ onClose }: { onClose: () => void }) {
  const t = useT();
  const { tree, isPending } = useCategoryTree({ refetchOnMount: 'always' });
  const wide = useMediaQuery(WIDE);
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const selectedCategory = pathname === '/category' ? (params.get('catid') ?? '') : '';
  const selectedSub = pathname === '/category' ? (params.get('subid') ?? '') : '';
  const [text, setText] = useState('');
  // The selected sub-category's parent starts expanded when both ids are in the URL.
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set(selectedCategory && selectedSub ? [selectedCategory] : []));
  const { filtering, nodes } = useMemo(() => filterCategoryTree(tree, text), [tree, text]);
  const search = useRef<HTMLInputElement>(null);

  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });

  useEffect(() => {
    search.current?.focus();
  }, [wide]);

  // The drawer is a modal dialog, which closes on Escape itself; the sidebar closes on Escape too.
  useEffect(() => {
    if (!wide) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close.current();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [wide]);

  const changeText = (next: string) => {
    setText(next);
    const result = filterCategoryTree(tree, next);
    // A qualifying search opens every category it shows.
    if (result.filtering) setExpanded(new Set(result.nodes.map((node) => node.id)));
  };

  const expandable = nodes.filter((node) => node.subs.length > 0);
  const allExpanded = expandable.length > 0 && expandable.every((node) => expanded.has(node.id));
  const toggle = (id: string) => {
    const next = new Set(expanded);
    if (!next.delete(id)) next.add(id);
    setExpanded(next);
  };

  const choose = () => {
    // The category feed starts again from page 1 with an empty list (spec 000 §2).
    queryClient.removeQueries({ queryKey: categoryFeedKey });
    onClose();
  };

  const navigation = (
    <nav className={`category-nav ${wide ? 'is-sidebar' : 'is-drawer'}`} aria-label={t('categories.label')}>
      <div className="category-nav-top">
        <div className="category-search">
          <label className="visually-hidden" htmlFor="category-search">
            {t('categories.search')}
          </label>
          <input
            id="category-search"
            ref={search}
            type="text"
            autoComplete="off"
            placeholder={wide ? t('common.search') : t('categories.searchPlaceholder')}
            value={text}
            onChange={(event) => changeText(event.target.value)}
          />
          {text !== '' && (
            <button type="button" className="category-clear" aria-label={t('categories.clearSearch')} onClick={() => changeText('')}>
              ×
            </button>
          )}
        </div>
        <button type="button" className="category-close" aria-label={t('categories.close')} onClick={onClose}>
          ×
        </button>
      </div>
      {expandable.length > 0 && (
        <button type="button" className="category-toggle-all" onClick={() => setExpanded(allExpanded ? new Set() : new Set(expandable.map((node) => node.id)))}>
          {allExpanded ? t('categories.collapseAll') : t('categories.expandAll')}
        </button>
      )}
      {isPending && <LoadingIndicator />}
      <ul className="category-list">
        {nodes.map((node) =>
          node.id === ALL_CATEGORY.uni_id ? (
            <li key={node.id}>
              <Link
                className="category-row"
                to={categoryFeedPath(ALL_CATEGORY.uni_id, ALL_CATEGORY.uni_id)}
                aria-current={selectedCategory === ALL_CATEGORY.uni_id ? 'page' : undefined}
                onClick={choose}
              >
                {/* The server's row carries its English label; 'All' is the app's own text. */}
                {t('categories.all')}
              </Link>
            </li>
          ) : (
            <li key={node.id}>
              <button type="button" className="category-row" aria-expanded={expanded.has(node.id)} onClick={() => toggle(node.id)}>
                <span>{node.label}</span>
                <span className="category-chevron" aria-hidden="true" />
              </button>
              {expanded.has(node.id) && <SubCategoryLinks node={node} selectedSub={selectedCategory === node.id ? selectedSub : undefined} onChoose={choose} />}
            </li>
          ),
        )}
      </ul>
      <CategoryListEnd text={text} empty={filtering && nodes.length === 0} onChoose={onClose} />
    </nav>
  );
  if (wide) return navigation;
  return (
    <ModalDialog className="category-drawer" label={t('header.categoriesMenu')} onClose={onClose}>
      {navigation}
    </ModalDialog>
  );
}
