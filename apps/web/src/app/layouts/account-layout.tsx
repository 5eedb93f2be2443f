import { Outlet } from 'react-router';
import { Link } from '../../components/link.tsx';
import { MAIN_CONTENT_ID, SkipLink } from '../../components/skip-link.tsx';
import { OfflineNotice } from '../../features/offline/offline-notice.tsx';
import { UpdatePrompt } from '../../features/offline/update-prompt.tsx';
import { HeaderSearch } from '../../features/search/components/header-search.tsx';
import { appConfig } from '../../lib/app-config.ts';
import { useT } from '../../lib/i18n/i18n.tsx';

/** The frame of the account and policy screens: a slim bar with the logo and the search, the screen in a card. */
export function AccountLayout() {
  const t = useT();
  return (
    <div className="account-layout">
      <SkipLink />
      <header className="account-bar">
        <Link className="logo" to="/" aria-label={t('header.home', { name: appConfig.displayName })}>
          <img src="/favicon.svg" alt="" width={32} height={32} />
          <span>{appConfig.displayName}</span>
        </Link>
        <HeaderSearch />
      </header>
      <OfflineNotice />
      <main className="account-main" id={MAIN_CONTENT_ID} tabIndex={-1}>
        <Outlet />
      </main>
      <UpdatePrompt />
    </div>
  );
}
