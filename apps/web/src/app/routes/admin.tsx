import { AdminConsole } from '../../features/admin/components/admin-console.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** /admin/*: the curation console, a lazy chunk of its own (never in the public bundle). */
export function AdminRoute() {
  useDocumentTitle('Console');
  return <AdminConsole />;
}
