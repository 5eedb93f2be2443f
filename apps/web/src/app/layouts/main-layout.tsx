import { lazy, Suspense, useState } from 'react';
import { Outlet } from 'react-router';
import { ChunkErrorBoundary } from '../../components/chunk-error-boundary.tsx';
import { MAIN_CONTENT_ID, SkipLink } from '../../components/skip-link.tsx';
import { OfflineNotice } from '../../features/offline/offline-notice.tsx';
import { UpdatePrompt } from '../../features/offline/update-prompt.tsx';
import { accountSaves } from '../../features/saved/api/saved-calls.ts';
import { accountMutes } from '../../features/settings/api/mute-calls.ts';
import { useMirrorSync } from '../../lib/account-mirror.ts';
import { mutes } from '../../lib/mutes.ts';
import { saves } from '../../lib/saves.ts';
import { useNoticeReported } from '../../lib/notices.ts';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import { TabRow } from './tab-row.tsx';

const NoticeToasts = lazy(() => import('../../components/notice-toasts.tsx').then((module) => ({ default: module.NoticeToasts })));
/** The categories menu loads when it first opens, so the home route carries no code it may never show (decision 230); should it fail to load, the boundary offers a reload. */
const CategoryNav = lazy(() => import('../../features/categories/components/category-nav.tsx').then((module) => ({ default: module.CategoryNav })));

/** The browsing screens' frame: header, tab row, the screen, footer; the saves and mutes kept with the account's (decisions 092, 093). */
export function MainLayout() {
  const [menuOpen, setMenuOpen] = useState(false);
  useMirrorSync(saves, accountSaves);
  useMirrorSync(mutes, accountMutes);
  const notices = useNoticeReported();
  return (
    <div className="layout">
      <SkipLink />
      <Header menuOpen={menuOpen} onToggleMenu={() => setMenuOpen(!menuOpen)} />
      {menuOpen && (
        <ChunkErrorBoundary>
          <Suspense fallback={null}>
            <CategoryNav onClose={() => setMenuOpen(false)} />
          </Suspense>
        </ChunkErrorBoundary>
      )}
      <TabRow />
      <OfflineNotice />
      <main className="content" id={MAIN_CONTENT_ID} tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <UpdatePrompt />
      {notices && (
        <Suspense fallback={null}>
          <NoticeToasts />
        </Suspense>
      )}
    </div>
  );
}
