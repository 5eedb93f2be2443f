import { hydrate } from '@tanstack/react-query';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app.tsx';
import { readPageState } from './page-state.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { applyDisplayPreferences, storedDisplayPreferences } from '../features/settings/display-preferences.ts';
import { AppRoutes } from './router.tsx';
import { importWithin } from '../lib/chunk-timeout.ts';
import { activateLocale, browserI18n } from '../lib/i18n/i18n.tsx';
import { pageLocale } from '../features/settings/language.ts';
import './styles.css';

applyDisplayPreferences(storedDisplayPreferences());
// The page's own language first, so that hydration finds the texts the server rendered (decision 095). Should its
// catalogue not arrive (a connection lost on a first visit), the app starts in English and renders the page afresh.
const inPageLanguage = await importWithin(() => activateLocale(browserI18n, pageLocale())).then(
  () => true,
  () => false,
);
if (!inPageLanguage) document.documentElement.lang = browserI18n.locale;
const client = createQueryClient();
const pageState = readPageState();
if (pageState) hydrate(client, pageState.queries);
// The worker may answer an address seen offline with another kept page: its data still helps, but the
// markup is another screen's, so the browser renders this one afresh instead of hydrating it.
const rendered = inPageLanguage && pageState?.url === `${location.pathname}${location.search}`;

const app = (
  <App client={client} i18n={browserI18n} render={{ renderedAt: pageState?.renderedAt, dataSaver: pageState?.dataSaver, saveData: pageState?.saveData }}>
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  </App>
);
const root = document.getElementById('root')!;
// Browsing screens arrive rendered with their data; account and console screens render here alone.
// As a transition, hydration yields to the browser every few milliseconds instead of holding the main
// thread for the whole page: the server's markup is already on screen, so nothing waits for it.
if (rendered) startTransition(() => void hydrateRoot(root, app));
else createRoot(root).render(app);
