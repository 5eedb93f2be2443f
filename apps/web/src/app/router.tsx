import { lazy, Suspense, type ComponentType } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { LoadingIndicator } from '../components/loading-indicator.tsx';
import { AccountLayout } from './layouts/account-layout.tsx';
import { MainLayout } from './layouts/main-layout.tsx';
import { HomeRoute } from './routes/home.tsx';
import { NotFoundRoute } from './routes/not-found.tsx';

/** A screen loaded on first visit, as its own chunk; the module's named export `name` is the screen. */
function lazyScreen<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  const Screen = lazy(async (): Promise<{ default: ComponentType }> => ({ default: (await load())[name] }));
  return (
    <Suspense fallback={<LoadingIndicator />}>
      <Screen />
    </Suspense>
  );
}

/**
 * Every screen. Declarative routes rather than the data router: the home screen's first bundle is the
 * product's main cost, and the data router adds about 16 kB gzipped that no screen here needs. Home ships
 * in the first bundle; every other screen is a lazy chunk (`lazyScreen`).
 */
export function AppRoutes() {
  return (
    <BrowserRouter>
      <Routes>
        <Route element={<MainLayout />}>
          <Route index element={<HomeRoute />} />
          <Route path="*" element={<NotFoundRoute />} />
        </Route>
        <Route element={<AccountLayout />}></Route>
      </Routes>
    </BrowserRouter>
  );
}
