import { lazy, Suspense, type ComponentType } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { ChunkErrorBoundary } from '../components/chunk-error-boundary.tsx';
import { LoadingIndicator } from '../components/loading-indicator.tsx';
import { AccountEffects } from '../features/account/components/account-effects.tsx';
import { importWithin } from '../lib/chunk-timeout.ts';
import { AccountLayout } from './layouts/account-layout.tsx';
import { MainLayout } from './layouts/main-layout.tsx';
import { HomeRoute } from './routes/home.tsx';
import { NotFoundRoute } from './routes/not-found.tsx';

/**
 * A screen loaded on first visit, as its own chunk; the module's named export `name` is the screen. A chunk
 * that fails or takes over 120 s (spec 000 §9) shows the boundary's Reload screen.
 */
function lazyScreen<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  const Screen = lazy(async (): Promise<{ default: ComponentType }> => ({ default: (await importWithin(load))[name] }));
  return (
    <ChunkErrorBoundary>
      <Suspense fallback={<LoadingIndicator />}>
        <Screen />
      </Suspense>
    </ChunkErrorBoundary>
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
      <AccountEffects />
      <Routes>
        <Route path="/admin/*" element={lazyScreen(() => import('./routes/admin.tsx'), 'AdminRoute')} />
        <Route element={<MainLayout />}>
          <Route index element={<HomeRoute />} />
          <Route path="content" element={lazyScreen(() => import('./routes/content.tsx'), 'ContentRoute')} />
          <Route path="content-list" element={lazyScreen(() => import('./routes/content-list.tsx'), 'ContentListRoute')} />
          <Route path="content-list-hot-topic" element={lazyScreen(() => import('./routes/content-list-hot-topic.tsx'), 'ContentListHotTopicRoute')} />
          <Route path="category" element={lazyScreen(() => import('./routes/category.tsx'), 'CategoryRoute')} />
          <Route path="list-category-channel">
            <Route index element={lazyScreen(() => import('./routes/list-category-channel.tsx'), 'ListCategoryChannelRoute')} />
            <Route path="list-channel-feed" element={lazyScreen(() => import('./routes/list-channel-feed.tsx'), 'ListChannelFeedRoute')} />
          </Route>
          <Route path="channel-feed-content" element={lazyScreen(() => import('./routes/channel-feed-content.tsx'), 'ChannelFeedContentRoute')} />
          <Route path="recipe-channel-list" element={lazyScreen(() => import('./routes/recipe-channel-list.tsx'), 'RecipeChannelListRoute')} />
          <Route path="recipe-content-list" element={lazyScreen(() => import('./routes/recipe-content-list.tsx'), 'RecipeContentListRoute')} />
          <Route path="recipe-content-page" element={lazyScreen(() => import('./routes/recipe-content-page.tsx'), 'RecipeContentPageRoute')} />
          <Route path="search-recipe-list" element={lazyScreen(() => import('./routes/search-recipe-list.tsx'), 'SearchRecipeListRoute')} />
          <Route path="*" element={<NotFoundRoute />} />
        </Route>
        <Route element={<AccountLayout />}>
          <Route path="login" element={lazyScreen(() => import('./routes/login.tsx'), 'LoginRoute')} />
          <Route path="sign-up" element={lazyScreen(() => import('./routes/sign-up.tsx'), 'SignUpRoute')} />
          <Route path="otpverify" element={lazyScreen(() => import('./routes/otp-verify.tsx'), 'OtpVerifyRoute')} />
          <Route path="forgot-password" element={lazyScreen(() => import('./routes/forgot-password.tsx'), 'ForgotPasswordRoute')} />
          <Route path="new-pin" element={lazyScreen(() => import('./routes/new-pin.tsx'), 'NewPinRoute')} />
          <Route path="accountdelete" element={lazyScreen(() => import('./routes/account-delete.tsx'), 'AccountDeleteRoute')} />
          <Route path="policy" element={lazyScreen(() => import('./routes/policy.tsx'), 'PolicyRoute')} />
          <Route path="selectedpolicy" element={lazyScreen(() => import('./routes/selected-policy.tsx'), 'SelectedPolicyRoute')} />
        </Route>
      </Routes>
    </BrowserRouter>
  );
}
