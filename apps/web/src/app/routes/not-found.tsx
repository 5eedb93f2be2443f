import { Link } from '../../components/link.tsx';
import { useT } from '../../lib/i18n/i18n.tsx';
import { useNotFound, usePageMeta } from '../../lib/use-page-meta.ts';

/** Any path no screen serves; the server answers it 404. */
export function NotFoundRoute() {
  const t = useT();
  usePageMeta(t('notFound.title'));
  useNotFound(true);
  return (
    <div className="not-found">
      <h1>{t('notFound.title')}</h1>
      <p>
        <Link to="/">{t('notFound.back')}</Link>
      </p>
    </div>
  );
}
