import { hydrate } from '@tanstack/react-query';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app.tsx';
import { readPageState } from './page-state.ts';
import { createQueryClient } from './providers.tsx';
import { AppRoutes } from './router.tsx';
import './styles.css';

const client = createQueryClient();
const pageState = readPageState();
if (pageState) hydrate(client, pageState.queries);

const app = (
  <App client={client} render={{ renderedAt: pageState?.renderedAt }}>
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  </App>
);
const root = document.getElementById('root')!;
// Browsing screens arrive rendered with their data; account and console screens render here alone.
if (pageState) hydrateRoot(root, app);
else createRoot(root).render(app);
