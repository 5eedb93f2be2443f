import { BrowserRouter, Route, Routes } from 'react-router';
import { MainLayout } from './layouts/main-layout.tsx';
import { HomeRoute } from './routes/home.tsx';
import { NotFoundRoute } from './routes/not-found.tsx';

/**
 * Every screen. Declarative routes rather than the data router: the home screen's first bundle is the
 * product's main cost, and the data router adds about 16 kB gzipped that no screen here needs. Home ships
 * in the first bundle; every other screen is a lazy chunk loaded when first visited.
 */
export function AppRoutes() {
  return (
    <BrowserRouter>
      <Routes>
        <Route element={<MainLayout />}>
          <Route index element={<HomeRoute />} />
          <Route path="*" element={<NotFoundRoute />} />
        </Route>
      </Routes>
    </BrowserRouter>
  );
}
