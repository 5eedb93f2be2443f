import { useLocation, useNavigate } from 'react-router';
import { useT } from '../lib/i18n/i18n.tsx';
import './back-button.css';

/**
 * The back arrow at the top left of a detail screen: back in history when the visitor came from another
 * screen of the app, else to `fallback` (a link opened directly has nowhere to go back to).
 */
export function BackButton({ fallback }: { fallback: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  const t = useT();
  const goBack = () => {
    if (location.key !== 'default') navigate(-1);
    else navigate(fallback);
  };
  return (
    <button type="button" className="back-button" aria-label={t('common.back')} onClick={goBack}>
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
        <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </button>
  );
}
