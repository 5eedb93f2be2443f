import { AdminConsole } from '../../features/admin/components/admin-console.tsx';
import { CONSOLE_CATALOGUE } from '../../features/admin/console-catalogue.ts';
import { validationFollowsLanguage } from '../../features/admin/console-validation.ts';
import { addCatalogue, browserI18n, useT } from '../../lib/i18n/i18n.tsx';
import { usePageMeta } from '../../lib/use-page-meta.ts';

// The console's texts arrive with its chunk, before it renders, and with every later change of language.
// Only the browser renders the console (the server sends its page bare), so the browser's instance it is.
await addCatalogue(browserI18n, CONSOLE_CATALOGUE);
validationFollowsLanguage(browserI18n);

/** /admin/*: the curation console, a lazy chunk of its own (never in the public bundle). */
export function AdminRoute() {
  const t = useT();
  usePageMeta(t('console.title'));
  return <AdminConsole />;
}
