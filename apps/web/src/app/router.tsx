import { lazy, Suspense, type ComponentType } from 'react';
import { Route, Routes } from 'react-router';
import { ChunkErrorBoundary } from '../components/chunk-error-boundary.tsx';
import { LoadingIndicator } from '../components/loading-indicator.tsx';
import { ScreenLive } from '../components/screen-live.tsx';
import { AccountEffects } from '../features/account/components/account-effects.tsx';
import { importWithin } from '../lib/chunk-timeout.ts';
import { AccountLayout } from './layouts/account-layout.tsx';
import { MainLayout } from './layouts/main-layout.tsx';
import { HomeRoute } from './routes/home.tsx';
import { NotFoundRoute } from './routes/not-found.tsx';

/**
 * A screen loaded on first visit, as its own chunk; the module's named export `name` is the screen. Made
 * once per module, so that a render on the server or a hydration finds it already loaded. A chunk that
 * fails or takes over 120 s (spec 000 §9) shows the boundary's Reload screen.
 */
function lazyScreen<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  const Screen = lazy(async (): Promise<{ default: ComponentType }> => ({ default: (await importWithin(load))[name] }));
  return function LazyScreen() {
    return (
      <ChunkErrorBoundary>
        <Suspense fallback={<LoadingIndicator />}>
          <Screen />
          <ScreenLive />
        </Suspense>
      </ChunkErrorBoundary>
    );
  };
}

const AdminRoute = lazyScreen(() => import('./routes/admin.tsx'), 'AdminRoute');
const ContentRoute = lazyScreen(() => import('./routes/content.tsx'), 'ContentRoute');
const ContentListRoute = lazyScreen(() => import('./routes/content-list.tsx'), 'ContentListRoute');
const ContentListHotTopicRoute = lazyScreen(() => import('./routes/content-list-hot-topic.tsx'), 'ContentListHotTopicRoute');
const CategoryRoute = lazyScreen(() => import('./routes/category.tsx'), 'CategoryRoute');
const ListCategoryChannelRoute = lazyScreen(() => import('./routes/list-category-channel.tsx'), 'ListCategoryChannelRoute');
const ListChannelFeedRoute = lazyScreen(() => import('./routes/list-channel-feed.tsx'), 'ListChannelFeedRoute');
const ChannelFeedContentRoute = lazyScreen(() => import('./routes/channel-feed-content.tsx'), 'ChannelFeedContentRoute');
const RecipeChannelListRoute = lazyScreen(() => import('./routes/recipe-channel-list.tsx'), 'RecipeChannelListRoute');
const RecipeContentListRoute = lazyScreen(() => import('./routes/recipe-content-list.tsx'), 'RecipeContentListRoute');
const RecipeContentPageRoute = lazyScreen(() => import('./routes/recipe-content-page.tsx'), 'RecipeContentPageRoute');
const SearchRecipeListRoute = lazyScreen(() => import('./routes/search-recipe-list.tsx'), 'SearchRecipeListRoute');
const LoginRoute = lazyScreen(() => import('./routes/login.tsx'), 'LoginRoute');
const SignUpRoute = lazyScreen(() => import('./routes/sign-up.tsx'), 'SignUpRoute');
const OtpVerifyRoute = lazyScreen(() => import('./routes/otp-verify.tsx'), 'OtpVerifyRoute');
const ForgotPasswordRoute = lazyScreen(() => import('./routes/forgot-password.tsx'), 'ForgotPasswordRoute');
const NewPinRoute = lazyScreen(() => import('./routes/new-pin.tsx'), 'NewPinRoute');
const AccountDeleteRoute = lazyScreen(() => import('./routes/account-delete.tsx'), 'AccountDeleteRoute');
const PolicyRoute = lazyScreen(() => import('./routes/policy.tsx'), 'PolicyRoute');
const SelectedPolicyRoute = lazyScreen(() => import('./routes/selected-policy.tsx'), 'SelectedPolicyRoute');

/**
 * Every screen. Declarative routes rather than the data router: the home screen's first bundle is the
 * product's main cost, and the data router adds about 16 kB gzipped that no screen here needs. Home ships
 * in the first bundle; every other screen is a lazy chunk (`lazyScreen`). The router around them is the
 * browser's in `main.tsx` and a static one in `entry-server.tsx`.
 */
export function AppRoutes() {
  return (
    <>
      <AccountEffects />
      <Routes>
        <Route path="/admin/*" element={<AdminRoute />} />
        <Route element={<MainLayout />}>
          <Route
            index
            element={
              <>
                <HomeRoute />
                <ScreenLive />
              </>
            }
          />
          <Route path="content" element={<ContentRoute />} />
          <Route path="content-list" element={<ContentListRoute />} />
          <Route path="content-list-hot-topic" element={<ContentListHotTopicRoute />} />
          <Route path="category" element={<CategoryRoute />} />
          <Route path="list-category-channel">
            <Route index element={<ListCategoryChannelRoute />} />
            <Route path="list-channel-feed" element={<ListChannelFeedRoute />} />
          </Route>
          <Route path="channel-feed-content" element={<ChannelFeedContentRoute />} />
          <Route path="recipe-channel-list" element={<RecipeChannelListRoute />} />
          <Route path="recipe-content-list" element={<RecipeContentListRoute />} />
          <Route path="recipe-content-page" element={<RecipeContentPageRoute />} />
          <Route path="search-recipe-list" element={<SearchRecipeListRoute />} />
          <Route
            path="*"
            element={
              <>
                <NotFoundRoute />
                <ScreenLive />
              </>
            }
          />
        </Route>
        <Route element={<AccountLayout />}>
          <Route path="login" element={<LoginRoute />} />
          <Route path="sign-up" element={<SignUpRoute />} />
          <Route path="otpverify" element={<OtpVerifyRoute />} />
          <Route path="forgot-password" element={<ForgotPasswordRoute />} />
          <Route path="new-pin" element={<NewPinRoute />} />
          <Route path="accountdelete" element={<AccountDeleteRoute />} />
          <Route path="policy" element={<PolicyRoute />} />
          <Route path="selectedpolicy" element={<SelectedPolicyRoute />} />
        </Route>
      </Routes>
    </>
  );
}
