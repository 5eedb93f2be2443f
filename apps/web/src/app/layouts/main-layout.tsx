import { lazy, Suspense, useState } from 'react';
import { Outlet } from 'react-router';
import { CategoryNav } from '../../features/categories/components/category-nav.tsx';
import { OfflineNotice } from '../../features/offline/offline-notice.tsx';
import { UpdatePrompt } from '../../features/offline/update-prompt.tsx';
import { useSavedSync } from '../../features/saved/use-saved-sync.ts';
import { useSaveProblemReported } from '../../lib/save-problems.ts';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import { TabRow } from './tab-row.tsx';

const SaveProblemToasts = lazy(() =>
  import('../../features/saved/components/save-problem-toasts.tsx').then((module) => ({ default: module.SaveProblemToasts })),
);

/** The browsing screens' frame: header, tab row, the screen, footer; the saves kept with the account's (decision 092). */
export function MainLayout() {
  const [menuOpen, setMenuOpen] = useState(false);
  useSavedSync();
  const saveProblems = useSaveProblemReported();
  return (
    <div className="layout">
      <Header menuOpen={menuOpen} onToggleMenu={() => setMenuOpen(!menuOpen)} />
      {menuOpen && <CategoryNav onClose={() => setMenuOpen(false)} />}
      <TabRow />
      <OfflineNotice />
      <main className="content" id="main">
        <Outlet />
      </main>
      <Footer />
      <UpdatePrompt />
      {saveProblems && (
        <Suspense fallback={null}>
          <SaveProblemToasts />
        </Suspense>
      )}
    </div>
  );
}
