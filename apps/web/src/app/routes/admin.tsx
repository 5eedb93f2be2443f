import { useEffect } from 'react';
import { AdminConsole } from '../../features/admin/components/admin-console.tsx';

/** /admin/*: the curation console, a lazy chunk of its own (never in the public bundle). */
export function AdminRoute() {
  useEffect(() => {
    document.title = 'Console';
  }, []);
  return <AdminConsole />;
}
