import { useLocation, useNavigate } from 'react-router';
import { Link } from './link.tsx';
import { useT } from '../lib/i18n/i18n.tsx';
import { opensElsewhere } from '../lib/opens-elsewhere.ts';
import './back-button.css';

/**
 * The back arrow at the top left of a detail screen: back in history when the visitor came from another
 * screen of the app, else to `fallback` (a link opened directly has nowhere to go back to). A link to `fallback`,
 * so that it goes somewhere before the app is live and without JavaScript.
 */
export function BackButton({ fallback }: { fallback: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  const t = useT();
  const goBack = (event: React.MouseEvent) => {
    if (location.key === 'default' || opensElsewhere(event)) return;
    event.preventDefault();
    void navigate(-1);
  };
  return (
    <Link to={fallback} className="back-button" aria-label={t('common.back')} onClick={goBack}>
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
        <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </Link>
  );
}
