import { useSearchParams } from 'react-router';
import { Toasts } from '../../components/toasts.tsx';
import { CategoryFeed } from '../../features/categories/components/category-feed.tsx';
import { FollowButton } from '../../features/following/components/follow-button.tsx';

/** `/category?catid=…&subid=…`: the standalone category feed, with Follow beside a category's heading. */
export function CategoryFeedRoute() {
  const [params] = useSearchParams();
  return (
    <>
      <CategoryFeed
        categoryId={params.get('catid') ?? ''}
        subCategoryId={params.get('subid') ?? ''}
        headingAction={(category) => <FollowButton kind="category" id={category.id} name={category.name} />}
      />
      <Toasts />
    </>
  );
}
