import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Link } from '../../../components/link.tsx';
import { useT } from '../../../lib/i18n/i18n.tsx';
import { clearSession, useSession } from '../../../lib/session.ts';
import { logoutOnServer } from '../api/logout.ts';

/**
 * The header's right side (spec 000 §2, 001 §2): Sign In for visitors; for a signed-in user the username
 * and a profile icon whose menu holds Delete Account and Logout, closing on a click outside it. Logout
 * runs `onLogout` (what the app does for this browser, with the token still valid), ends the session on the
 * server, then clears the stored token and user details and goes to `/`.
 */
export function AccountMenu({ onLogout }: { onLogout?: () => Promise<void> | void }) {
  const session = useSession();
  const navigate = useNavigate();
  const t = useT();
  const [open, setOpen] = useState(false);
  const menuRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: MouseEvent) => {
      if (!menuRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', closeOutside);
    return () => document.removeEventListener('mousedown', closeOutside);
  }, [open]);

  if (!session.signedIn) {
    return (
      // The account screens are the app's own: without JavaScript there is nothing to sign in to.
      <Link className="sign-in" to="/login" data-script-only="">
        {t('account.signIn')}
      </Link>
    );
  }

  const logout = async () => {
    setOpen(false);
    try {
      // What the app does for this browser goes first, while the token still signs its calls (decision 094).
      await Promise.resolve(onLogout?.()).catch(() => undefined);
      // The server ends the session so the token dies everywhere; a failed call (offline, or a token
      // that is already dead) must not keep the person signed in here.
      await logoutOnServer().catch(() => undefined);
    } finally {
      clearSession();
      navigate('/');
    }
  };

  return (
    <div className="account" ref={menuRef}>
      <span className="username">{session.user?.username ?? t('account.menu.account')}</span>
      <button
        type="button"
        className="profile-button"
        aria-label={t('account.menu.profile')}
        aria-haspopup="menu"
        aria-expanded={open}
        data-replay=""
        onClick={() => setOpen(!open)}
      >
        <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
          <circle cx="12" cy="12" r="11" fill="#e5e7eb" />
          <circle cx="12" cy="9.5" r="4" fill="#6b7280" />
          <path d="M4.5 19.5c1.6-3 4.3-4.5 7.5-4.5s5.9 1.5 7.5 4.5" fill="#6b7280" />
        </svg>
      </button>
      {open && (
        <div className="profile-menu" role="menu">
          <Link role="menuitem" to="/accountdelete" onClick={() => setOpen(false)}>
            {t('account.deleteAccount')}
          </Link>
          <button role="menuitem" type="button" onClick={() => void logout()}>
            {t('account.logout')}
          </button>
        </div>
      )}
    </div>
  );
}
