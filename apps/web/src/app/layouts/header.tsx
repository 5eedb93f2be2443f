import { AccountMenu } from '../../features/account/components/account-menu.tsx';
import { appConfig } from '../../lib/app-config.ts';
import { HOME_TITLE } from '../routes/home.tsx';
import { useStartList } from './use-start-list.ts';

/** Header bar: menu toggle, logo, account area (spec 000 §2, "Layout and navigation"). */
export function Header({ onToggleMenu, menuOpen }: { onToggleMenu: () => void; menuOpen: boolean }) {
  const startList = useStartList();

  const goHome = (event: React.MouseEvent) => {
    event.preventDefault();
    // The logo resets the home feed: page 1, no vendor filter, list emptied and reloaded, Trending selected.
    startList('/', ['feed']);
    document.title = HOME_TITLE;
  };

  return (
    <header className="header">
      <button type="button" className="menu-toggle" aria-label="Categories menu" aria-expanded={menuOpen} onClick={onToggleMenu}>
        <img src="/icons/menu.svg" alt="" width={24} height={24} fetchPriority="low" />
      </button>
      <a className="logo" href="/" onClick={goHome} aria-label={`${appConfig.displayName} home`}>
        <img src="/favicon.svg" alt="" width={32} height={32} fetchPriority="low" />
        <span>{appConfig.displayName}</span>
      </a>
      <div className="header-end">
        <AccountMenu />
      </div>
    </header>
  );
}
