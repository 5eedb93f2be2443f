import { useQueryClient } from '@tanstack/react-query';
import { ALL_CATEGORY } from '@wiy/shared/categories';
import { feedFilesPath } from '@wiy/shared/screen-paths';
import { isSocialVendor, type SocialVendor } from '@wiy/shared/vendor';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { FeedGroups } from '../../../components/feed-groups.tsx';
import { cardControls } from '../../../components/card-controls.tsx';
import { VendorFilter } from '../../../components/vendor-filter.tsx';
import { withinPixelsOfBottom } from '../../../lib/use-scroll-threshold.ts';
import { usePagedItems } from '../../../lib/use-paged-items.ts';
import { useT } from '../../../lib/i18n/i18n.tsx';
import { usePageMeta } from '../../../lib/use-page-meta.ts';
import { categoryFeedKey, useCategoryFeed, useRefreshCategoryFeed } from '../api/get-category-feed.ts';
import { useCategoryTree } from '../hooks/use-category-tree.ts';
import '../categories.css';

const nearBottom = withinPixelsOfBottom(50);

/** The heading: the sub-category's label under its category's, once the lists are in; and the category's, which a reader follows. */
function useHeading(categoryId: string, subCategoryId: string): { title: string; parent: string | undefined; category: string | undefined } {
  const { tree } = useCategoryTree();
  const t = useT();
  if (categoryId === ALL_CATEGORY.uni_id) return { title: t('categories.all'), parent: undefined, category: undefined };
  const category = tree.find((node) => node.id === categoryId);
  const sub = category?.subs.find((s) => s.id === subCategoryId);
  return { title: sub?.label ?? category?.label ?? t('categories.fallbackTitle'), parent: sub ? category?.label : undefined, category: category?.label };
}

/**
 * A sub-category's feed (spec 000 §2, §4): vendor filter, cards by day, more within 50 px of the bottom.
 * A change of vendor, category or sub-category starts again at page 1 with an empty list.
 */
export function CategoryFeed({
  categoryId,
  subCategoryId,
  headingAction,
}: {
  categoryId: string;
  subCategoryId: string;
  /** Beside the heading, for a category (not 'All') once its name is known: what the app offers for it (Follow). */
  headingAction?: (category: { id: string; name: string }) => ReactNode;
}) {
  const t = useT();
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const requested = params.get('vendor') ?? '';
  const vendor = isSocialVendor(requested) ? requested : undefined;
  const feed = useCategoryFeed({ categoryId, subCategoryId, vendor });
  const refresh = useRefreshCategoryFeed({ categoryId, subCategoryId, vendor });
  const items = usePagedItems(feed, { reached: nearBottom, debounceMs: 0 });
  const heading = useHeading(categoryId, subCategoryId);
  usePageMeta(heading.parent ? `${heading.title} · ${heading.parent}` : heading.title, {
    feed: categoryId
      ? feedFilesPath({ kind: 'category', id: categoryId, subId: subCategoryId === ALL_CATEGORY.uni_id ? undefined : subCategoryId })
      : undefined,
  });

  const changeVendor = (next: SocialVendor | undefined) =>
    queryClient.removeQueries({ queryKey: [...categoryFeedKey, categoryId, subCategoryId, next ?? null] });

  return (
    <div className="category-feed">
      <div className="category-title-row">
        <h1 className="category-heading">
          {heading.parent && <span className="category-parent">{heading.parent} › </span>}
          {heading.title}
        </h1>
        {categoryId !== ALL_CATEGORY.uni_id && heading.category && headingAction?.({ id: categoryId, name: heading.category })}
      </div>
      <VendorFilter value={vendor} onChoose={changeVendor} />
      <FeedGroups
        list={feed}
        items={items}
        label={heading.title}
        emptyText={t('common.noContent')}
        onRefresh={refresh}
        news={{ vendor: vendor ?? 'null', categoryId, subCategoryId }}
        cardAction={cardControls}
      />
    </div>
  );
}
