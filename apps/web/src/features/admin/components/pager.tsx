import { useT } from '../../../lib/i18n/i18n.tsx';

/** Previous and next page, with where the list stands. */
export function Pager({ page, total, size, onPage }: { page: number; total: number; size: number; onPage: (page: number) => void }) {
  const pages = Math.max(1, Math.ceil(total / size));
  const t = useT();
  return (
    <nav className="admin-pager" aria-label={t('console.pager.label')}>
      <button type="button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('console.pager.previous')}
      </button>
      <span>{t('console.pager.position', { page, pages, total })}</span>
      <button type="button" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('console.pager.next')}
      </button>
    </nav>
  );
}
