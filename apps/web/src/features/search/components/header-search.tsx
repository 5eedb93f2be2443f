import { searchPath } from '@wiy/shared/screen-paths';
import { useId, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useT } from '../../../lib/i18n/i18n.tsx';

/**
 * The header's search: a GET form to `/search`, which the browser sends itself before the app is live and without
 * JavaScript (decisions 240, 241); the live app opens the results in place. On a narrow screen only its button shows
 * until the field has focus. An empty field opens the search screen, whose own field then takes the words.
 */
export function HeaderSearch() {
  const t = useT();
  const navigate = useNavigate();
  const id = useId();
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = new FormData(event.currentTarget).get('q');
    navigate(searchPath(typeof q === 'string' ? q.trim() : ''));
  };
  return (
    <form className="header-search" role="search" method="get" action="/search" onSubmit={handleSubmit}>
      <label htmlFor={id} className="visually-hidden">
        {t('common.search')}
      </label>
      <input id={id} type="search" name="q" placeholder={t('common.search')} enterKeyHint="search" />
      <button type="submit" className="header-link" aria-label={t('common.search')} title={t('common.search')}>
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
          <path d="M10.5 17a6.5 6.5 0 1 0 0-13 6.5 6.5 0 0 0 0 13ZM15.5 15.5 21 21" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
        </svg>
      </button>
    </form>
  );
}
