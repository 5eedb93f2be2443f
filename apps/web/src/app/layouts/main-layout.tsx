import { useState } from 'react';
import { Outlet } from 'react-router';
import { CategoryNav } from '../../features/categories/components/category-nav.tsx';
import { OfflineNotice } from '../../features/offline/offline-notice.tsx';
import { UpdatePrompt } from '../../features/offline/update-prompt.tsx';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import { TabRow } from './tab-row.tsx';

/** The browsing screens' frame: header, tab row, the screen, footer. */
export function MainLayout() {
  const [menuOpen, setMenuOpen] = useState(false);
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
    </div>
  );
}
