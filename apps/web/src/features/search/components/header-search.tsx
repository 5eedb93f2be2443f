import { SITE_SEARCH_MAX_LENGTH } from '@wiy/shared/constants';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useT } from '../../../lib/i18n/i18n.tsx';

/**
 * The header's search: a GET form to `/search`, which the browser sends itself before the app is live and without
 * JavaScript (decisions 240, 241); the live app opens the results in place. Enter sends it, as in any form of one
 * field. On a narrow screen its label shows as the search icon (drawn by the style sheet, which
 * costs the home route's script nothing), and a tap there lays the field over the bar.
 */
export function HeaderSearch() {
  const t = useT();
  const navigate = useNavigate();
  const label = t('common.search');
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    navigate(`/search?${new URLSearchParams({ q: String(new FormData(event.currentTarget).get('q')) })}`);
  };
  return (
    <form className="header-search" role="search" method="get" action="/search" onSubmit={handleSubmit}>
      <label>
        <span className="visually-hidden">{label}</span>
        <input type="search" name="q" placeholder={label} enterKeyHint="search" maxLength={SITE_SEARCH_MAX_LENGTH} />
      </label>
    </form>
  );
}
