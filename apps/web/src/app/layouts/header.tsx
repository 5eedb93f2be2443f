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
      {/* A link to the categories page, which works before the app is live and without JavaScript; the live app opens the drawer (decision 240). Its icon is the style sheet's. */}
      <Link
        to="/categories"
        className="menu-toggle icon-menu"
        aria-label={t('header.categoriesMenu')}
        aria-expanded={menuOpen}
        onClick={(event) => {
          if (opensElsewhere(event)) return;
          event.preventDefault();
          onToggleMenu();
        }}
      />
      <Link className="logo" to="/" onClick={goHome} aria-label={t('header.home', { name: appConfig.displayName })}>
        <img src="/favicon.svg" alt="" width={32} height={32} fetchPriority="low" />
        <span>{appConfig.displayName}</span>
      </Link>
      <div className="header-end">
        <HeaderSearch />
        {/* Saved and Settings are the device's own, kept by the app: screens only it renders. Their icons are the style sheet's. */}
        <Link className="header-link icon-saved" to="/saved" data-script-only="" aria-label={t('header.saved')} title={t('header.saved')} />
        <Link className="header-link icon-settings" to="/settings" data-script-only="" aria-label={t('header.settings')} title={t('header.settings')} />
        <AccountMenu onLogout={forgetThisBrowser} />
      </div>
    </header>
  );
}
