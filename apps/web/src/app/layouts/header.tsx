import { useEffect } from 'react';
import { Link } from '../../components/link.tsx';
import { AccountMenu } from '../../features/account/components/account-menu.tsx';
import { HeaderSearch } from '../../features/search/components/header-search.tsx';
import { appConfig } from '../../lib/app-config.ts';
import { opensElsewhere } from '../../lib/opens-elsewhere.ts';
import { useSession } from '../../lib/session.ts';
import { useT } from '../../lib/i18n/i18n.tsx';
import { useStartList } from './use-start-list.ts';

/** On logout this browser stops taking the account's notices (decision 094); the code for it loads only then. */
const forgetThisBrowser = () => import('../../features/following/push-device.ts').then((device) => device.forgetThisBrowser());

/**
 * A signed-in reader who allowed notices keeps this browser's subscription with the account, whatever screen the
 * visit starts on (decision 094); the code for it loads only for such a reader.
 */
function useThisBrowserKeptForNotices(): void {
  const { token } = useSession();
  useEffect(() => {
    if (!token || !('Notification' in window) || Notification.permission !== 'granted') return;
    import('../../features/following/push-device.ts').then((device) => device.renewThisBrowser()).catch(() => undefined);
  }, [token]);
}

/** Header bar: menu toggle, logo, search, Saved and Settings, account area (spec 000 §2, "Layout and navigation"; decisions 089, 092). */
export function Header({ onToggleMenu, menuOpen }: { onToggleMenu: () => void; menuOpen: boolean }) {
  const startList = useStartList();
  const t = useT();
  useThisBrowserKeptForNotices();

  const goHome = () => {
    // The logo resets the home feed: page 1, no vendor filter, list emptied and reloaded, Trending selected.
    startList(['feed']);
    document.title = t('home.title');
  };

  return (
    <header className="header">
      {/* A link to the categories page, which works before the app is live and without JavaScript; the live app opens the drawer (decision 240). */}
      <Link
        to="/categories"
        className="menu-toggle"
        aria-label={t('header.categoriesMenu')}
        aria-expanded={menuOpen}
        onClick={(event) => {
          if (opensElsewhere(event)) return;
          event.preventDefault();
          onToggleMenu();
        }}
      >
        {/* Drawn in the text's colour, so that it shows in either theme. */}
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
          <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </Link>
      <Link className="logo" to="/" onClick={goHome} aria-label={t('header.home', { name: appConfig.displayName })}>
        <img src="/favicon.svg" alt="" width={32} height={32} fetchPriority="low" />
        <span>{appConfig.displayName}</span>
      </Link>
      <div className="header-end">
        <HeaderSearch />
        {/* Saved and Settings are the device's own, kept by the app: screens only it renders. */}
        <Link className="header-link" to="/saved" data-script-only="" aria-label={t('header.saved')} title={t('header.saved')}>
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
            <path d="M6 3h12v18l-6-4.5L6 21Z" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
          </svg>
        </Link>
        <Link className="header-link" to="/settings" data-script-only="" aria-label={t('header.settings')} title={t('header.settings')}>
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
            <path
              d="M12 15.5a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7Z M19.4 13.5a7.8 7.8 0 0 0 0-3l2-1.6-2-3.4-2.4 1a7.6 7.6 0 0 0-2.6-1.5L14 2.5h-4l-.4 2.5A7.6 7.6 0 0 0 7 6.5l-2.4-1-2 3.4 2 1.6a7.8 7.8 0 0 0 0 3l-2 1.6 2 3.4 2.4-1a7.6 7.6 0 0 0 2.6 1.5l.4 2.5h4l.4-2.5a7.6 7.6 0 0 0 2.6-1.5l2.4 1 2-3.4Z"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinejoin="round"
            />
          </svg>
        </Link>
        <AccountMenu onLogout={forgetThisBrowser} />
      </div>
    </header>
  );
}
