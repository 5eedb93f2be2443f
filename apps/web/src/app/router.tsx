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
const ContentDetailRoute = lazyScreen(() => import('./routes/content-detail.tsx'), 'ContentDetailRoute');
const HotTopicsRoute = lazyScreen(() => import('./routes/hot-topics.tsx'), 'HotTopicsRoute');
const HotTopicFeedRoute = lazyScreen(() => import('./routes/hot-topic-feed.tsx'), 'HotTopicFeedRoute');
const CategoryFeedRoute = lazyScreen(() => import('./routes/category-feed.tsx'), 'CategoryFeedRoute');
const CategoriesRoute = lazyScreen(() => import('./routes/categories.tsx'), 'CategoriesRoute');
const ChannelsRoute = lazyScreen(() => import('./routes/channels.tsx'), 'ChannelsRoute');
const ChannelFeedRoute = lazyScreen(() => import('./routes/channel-feed.tsx'), 'ChannelFeedRoute');
const ChannelItemRoute = lazyScreen(() => import('./routes/channel-item.tsx'), 'ChannelItemRoute');
const RecipeChannelsRoute = lazyScreen(() => import('./routes/recipe-channels.tsx'), 'RecipeChannelsRoute');
const ChannelRecipesRoute = lazyScreen(() => import('./routes/channel-recipes.tsx'), 'ChannelRecipesRoute');
const RecipeRoute = lazyScreen(() => import('./routes/recipe.tsx'), 'RecipeRoute');
const RecipeSearchRoute = lazyScreen(() => import('./routes/recipe-search.tsx'), 'RecipeSearchRoute');
const LoginRoute = lazyScreen(() => import('./routes/login.tsx'), 'LoginRoute');
const SignUpRoute = lazyScreen(() => import('./routes/sign-up.tsx'), 'SignUpRoute');
const OtpVerificationRoute = lazyScreen(() => import('./routes/otp-verification.tsx'), 'OtpVerificationRoute');
const ForgotPasswordRoute = lazyScreen(() => import('./routes/forgot-password.tsx'), 'ForgotPasswordRoute');
const NewPasswordRoute = lazyScreen(() => import('./routes/new-password.tsx'), 'NewPasswordRoute');
const DeleteAccountRoute = lazyScreen(() => import('./routes/delete-account.tsx'), 'DeleteAccountRoute');
const PoliciesRoute = lazyScreen(() => import('./routes/policies.tsx'), 'PoliciesRoute');
const PolicyPageRoute = lazyScreen(() => import('./routes/policy-page.tsx'), 'PolicyPageRoute');
const SettingsRoute = lazyScreen(() => import('./routes/settings.tsx'), 'SettingsRoute');
const SavedRoute = lazyScreen(() => import('./routes/saved.tsx'), 'SavedRoute');
const SearchRoute = lazyScreen(() => import('./routes/search.tsx'), 'SearchRoute');

/**
 * Every screen. Declarative routes rather than the data router: the home screen's first bundle is the
 * product's main cost, and the data router adds weight that no screen here needs. Home ships
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
          <Route path="content" element={<ContentDetailRoute />} />
          <Route path="content-list" element={<HotTopicsRoute />} />
          <Route path="content-list-hot-topic" element={<HotTopicFeedRoute />} />
          <Route path="category" element={<CategoryFeedRoute />} />
          <Route path="categories" element={<CategoriesRoute />} />
          <Route path="list-category-channel">
            <Route index element={<ChannelsRoute />} />
            <Route path="list-channel-feed" element={<ChannelFeedRoute />} />
          </Route>
          <Route path="channel-feed-content" element={<ChannelItemRoute />} />
          <Route path="recipe-channel-list" element={<RecipeChannelsRoute />} />
          <Route path="recipe-content-list" element={<ChannelRecipesRoute />} />
          <Route path="recipe-content-page" element={<RecipeRoute />} />
          <Route path="search-recipe-list" element={<RecipeSearchRoute />} />
          <Route path="settings" element={<SettingsRoute />} />
          <Route path="saved" element={<SavedRoute />} />
          <Route path="search" element={<SearchRoute />} />
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
          <Route path="otpverify" element={<OtpVerificationRoute />} />
          <Route path="forgot-password" element={<ForgotPasswordRoute />} />
          <Route path="new-pin" element={<NewPasswordRoute />} />
          <Route path="accountdelete" element={<DeleteAccountRoute />} />
          <Route path="policy" element={<PoliciesRoute />} />
          <Route path="selectedpolicy" element={<PolicyPageRoute />} />
        </Route>
      </Routes>
    </>
  );
}
