import { AdminConsole } from '../../features/admin/components/admin-console.tsx';
import { usePageMeta } from '../../lib/use-page-meta.ts';

/** /admin/*: the curation console, a lazy chunk of its own (never in the public bundle). */
export function AdminRoute() {
  usePageMeta('Console');
  return <AdminConsole />;
}
