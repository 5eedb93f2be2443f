import { useSearchParams } from 'react-router';
import { CategoryFeed } from '../../features/categories/components/category-feed.tsx';

/** `/category?catid=…&subid=…`: the standalone category feed. */
export function CategoryFeedRoute() {
  const [params] = useSearchParams();
  return <CategoryFeed categoryId={params.get('catid') ?? ''} subCategoryId={params.get('subid') ?? ''} />;
}
