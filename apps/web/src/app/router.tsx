import { lazy, type ComponentType } from 'react';
import { createBrowserRouter, matchRoutes, Navigate, RouterProvider, type Params, type RouteObject } from 'react-router-dom';
import { paths, routePatterns, type InfoTopic } from '@/config/paths';
import { RequireRole } from '@/features/auth/components/require-role';
import { ADMIN_ONLY } from '@/features/auth/model/guards';
import { servicePath } from '@/features/catalog/api/request-paths';
import { requestEarly } from '@/lib/early-requests';
import i18n, { loadNamespaces } from '@/lib/i18n';
import { readStorage, STORAGE_KEYS } from '@/lib/storage';
import { setNavigator } from '@/lib/navigation';
import type { PageKey } from '@/lib/page-meta';
import { RouteErrorScreen } from './error-boundary';
import { AdminLayout, AuthLayout, CustomerLayout, SpecialistLayout } from './layouts/lazy-layouts';
import { MainLayout } from './layouts/main-layout';
import { RoleLayout } from './layouts/role-layout';
import { RootLayout } from './layouts/root-layout';
import { AuthIndexRedirect, BookRedirect, HomeRoute, RedirectKeepingQuery } from './routes/redirects';

type Preload = (params: Params) => unknown;

/**
 * A code-split page (features export named components) with the i18n namespaces it uses,
 * loaded together so the page never suspends twice. `preload` starts both early (main.tsx
 * does it for the first URL); once they are in, the page renders at once, without a Suspense
 * round. route-namespaces.test.ts checks each list against the page's code.
 */
const lazyPage = <Name extends string, Props extends object = object>(
  load: () => Promise<Record<Name, ComponentType<NoInfer<Props>>>>,
  name: Name,
  namespaces: readonly string[],
) => {
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<{ default: ComponentType<Props> }> | undefined;
  const preload = () =>
    (loading ??= Promise.all([load(), loadNamespaces(namespaces)]).then(([module]) => {
      loaded = module[name];
      return { default: loaded };
    }));
  const Lazy = lazy(preload) as unknown as ComponentType<Props>;
  const Page = (props: Props) => {
    const Component = loaded ?? Lazy;
    return <Component {...props} />;
  };
  return Object.assign(Page, { preload });
};

const LandingPage = lazyPage(() => import('@/features/landing/routes/landing-page'), 'LandingPage', ['landing']);
const PrivacyPage = lazyPage(() => import('@/features/legal/routes/privacy-page'), 'PrivacyPage', ['legal']);
const TermsPage = lazyPage(() => import('@/features/legal/routes/terms-page'), 'TermsPage', ['legal']);
const LoginPage = lazyPage(() => import('@/features/auth/routes/login-page'), 'LoginPage', ['auth', 'errors', 'validation']);
const RegisterPage = lazyPage(() => import('@/features/auth/routes/register-page'), 'RegisterPage', ['auth', 'errors', 'validation']);
const ForgotPasswordPage = lazyPage(() => import('@/features/auth/routes/forgot-password-page'), 'ForgotPasswordPage', ['auth', 'errors', 'validation']);
const ResetPasswordPage = lazyPage(() => import('@/features/auth/routes/reset-password-page'), 'ResetPasswordPage', ['auth', 'errors', 'validation']);
const VerifyEmailPage = lazyPage(() => import('@/features/auth/routes/verify-email-page'), 'VerifyEmailPage', ['auth', 'errors', 'validation']);
const ConfirmEmailPage = lazyPage(() => import('@/features/auth/routes/confirm-email-page'), 'ConfirmEmailPage', ['auth', 'errors', 'validation']);
const AuthCallbackPage = lazyPage(() => import('@/features/auth/routes/auth-callback-page'), 'AuthCallbackPage', ['auth', 'errors', 'validation']);
const InfoPage = lazyPage<'InfoPage', { topic: InfoTopic }>(() => import('@/features/info/routes/info-page'), 'InfoPage', ['info', 'pages']);
const ProfilePage = lazyPage(() => import('@/features/account/routes/profile-page'), 'ProfilePage', ['account', 'errors', 'validation']);
// Settings with the notifications feature's tab: app/ composes the account and notifications features.
const SettingsPage = lazyPage(() => import('./routes/settings-pages'), 'CustomerSettingsPage', ['account', 'notifications', 'errors', 'validation']);
const SpecialistSettingsPage = lazyPage(() => import('./routes/settings-pages'), 'SpecialistSettingsWithNotificationsPage', ['account', 'notifications', 'errors', 'validation']);
const SpecialistServicesPage = lazyPage(() => import('@/features/specialist-catalog/routes/services-page'), 'SpecialistServicesPage', ['specialist-catalog', 'errors', 'validation']);
const SpecialistProfilePage = lazyPage(() => import('@/features/specialist-catalog/routes/profile-page'), 'SpecialistProfilePage', ['specialist-catalog', 'errors', 'validation']);
const SearchPage = lazyPage(() => import('@/features/search/routes/search-page'), 'SearchPage', ['search', 'pages']);
// The catalog pages with their reviews, and /bookings with the review of each completed visit: app/ composes the features.
const ServicePage = lazyPage(() => import('./routes/catalog-pages'), 'ServiceWithReviewsPage', ['catalog', 'reviews']);
const SpecialistPage = lazyPage(() => import('./routes/catalog-pages'), 'SpecialistWithReviewsPage', ['catalog', 'reviews']);
// The booking flow with its Payment step: app/ composes the booking and payments features.
const BookingPage = lazyPage(() => import('./routes/booking-with-payments-page'), 'BookingWithPaymentsPage', ['booking', 'payments', 'errors', 'validation']);
const PaymentPage = lazyPage(() => import('@/features/payments/routes/payment-page'), 'PaymentPage', ['payments', 'errors']);
const PaymentsPage = lazyPage(() => import('@/features/payments/routes/payments-page'), 'PaymentsPage', ['payments', 'errors']);
const FavoritesPage = lazyPage(() => import('@/features/catalog/routes/favorites-page'), 'FavoritesPage', ['catalog']);
const LoyaltyPage = lazyPage(() => import('@/features/loyalty/routes/loyalty-page'), 'LoyaltyPage', ['loyalty']);
const BookingsPage = lazyPage(() => import('./routes/bookings-with-reviews-page'), 'BookingsWithReviewsPage', ['bookings', 'reviews', 'errors']);
const SpecialistBookingsPage = lazyPage(() => import('@/features/bookings/routes/specialist-bookings-page'), 'SpecialistBookingsPage', ['bookings', 'errors']);
const SchedulePage = lazyPage(() => import('@/features/schedule/routes/schedule-page'), 'SchedulePage', ['schedule', 'errors', 'validation']);
const SpecialistReviewsPage = lazyPage(() => import('@/features/reviews/routes/specialist-reviews-page'), 'SpecialistReviewsPage', ['reviews']);
const EarningsPage = lazyPage(() => import('@/features/earnings/routes/earnings-page'), 'EarningsPage', ['earnings', 'errors', 'validation']);
// The dashboard's blocks from the analytics, bookings, reviews and messages features: app/ composes them.
const SpecialistDashboardPage = lazyPage(() => import('./routes/specialist-dashboard-page'), 'SpecialistDashboardPage', ['onboarding', 'pages', 'specialist-dashboard', 'analytics', 'specialist-catalog', 'errors', 'validation']);
const SpecialistAnalyticsPage = lazyPage(() => import('@/features/analytics/routes/analytics-page'), 'SpecialistAnalyticsPage', ['analytics']);
const NotificationsPage = lazyPage(() => import('@/features/notifications/routes/notifications-page'), 'NotificationsPage', ['notifications', 'errors']);
// The messages pages with live updates: app/ composes the messages and realtime features.
const CustomerMessagesPage = lazyPage(() => import('./routes/messages-pages'), 'CustomerMessagesWithRealtimePage', ['messages']);
const SpecialistMessagesPage = lazyPage(() => import('./routes/messages-pages'), 'SpecialistMessagesWithRealtimePage', ['messages']);
const DashboardPage = lazyPage(() => import('@/features/dashboard/routes/dashboard-page'), 'DashboardPage', ['dashboard']);
const HelpPage = lazyPage(() => import('@/features/help/routes/help-page'), 'HelpPage', ['help']);
const ComingSoonPage = lazyPage<'ComingSoonPage', { pageKey: PageKey }>(() => import('./routes/coming-soon-page'), 'ComingSoonPage', ['pages']);
const NotFoundPage = lazyPage(() => import('./routes/not-found-page'), 'NotFoundPage', ['errors']);
const SpecialistGetStartedPage = lazyPage(() => import('./routes/specialist-get-started-page'), 'SpecialistGetStartedPage', ['onboarding', 'schedule', 'specialist-catalog', 'errors', 'validation']);

/** Route `handle`: what to download early for this route (see `preloadRoute`). */
const early = (...preloads: Preload[]) => ({ preload: (params: Params) => Promise.all(preloads.map((preload) => preload(params))) });

/** A guest's page data, asked for while the page's code downloads (lib/early-requests.ts). */
const earlyData = (path: (params: Params) => string | null): Preload => (params) => {
  const url = readStorage(STORAGE_KEYS.accessToken) ? null : path(params);
  if (url) requestEarly(url, i18n.language);
};

const infoTopics = Object.keys(paths.info) as InfoTopic[];

/** Every route of spec section 2. Pages of later issues show their title and a "coming soon" note. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorScreen />,
    children: [
      {
        element: <MainLayout />,
        children: [
          { path: paths.home, element: <HomeRoute landing={<LandingPage />} />, handle: early(LandingPage.preload) },
          { path: paths.privacy, element: <PrivacyPage />, handle: early(PrivacyPage.preload) },
          { path: paths.terms, element: <TermsPage />, handle: early(TermsPage.preload) },
          ...infoTopics.map((topic) => ({ path: paths.info[topic], element: <InfoPage topic={topic} />, handle: early(InfoPage.preload) })),
        ],
      },

      // Public pages in the layout of the signed-in role (guest layout when signed out).
      {
        element: <RoleLayout />,
        children: [
          { path: paths.search(), element: <SearchPage />, handle: early(SearchPage.preload) },
          {
            path: routePatterns.service,
            element: <ServicePage />,
            handle: early(ServicePage.preload, earlyData(({ serviceId }) => (serviceId ? servicePath(serviceId) : null))),
          },
          { path: routePatterns.specialistProfile, element: <SpecialistPage />, handle: early(SpecialistPage.preload) },
          { path: routePatterns.booking, element: <BookingPage />, handle: early(BookingPage.preload) },
          { path: routePatterns.payment, element: <PaymentPage />, handle: early(PaymentPage.preload) },
          { path: routePatterns.notFound, element: <NotFoundPage /> },
        ],
      },
      { path: routePatterns.book, element: <BookRedirect /> },

      // Authentication.
      { path: paths.legacy.login, element: <RedirectKeepingQuery to={paths.auth.login()} /> },
      { path: paths.legacy.register, element: <RedirectKeepingQuery to={paths.auth.register()} /> },
      {
        path: paths.auth.root,
        children: [
          { index: true, element: <AuthIndexRedirect /> },
          {
            element: <AuthLayout />,
            children: [
              { path: paths.auth.login(), element: <LoginPage /> },
              { path: paths.auth.register(), element: <RegisterPage /> },
              { path: paths.auth.forgotPassword, element: <ForgotPasswordPage /> },
              { path: paths.auth.resetPassword, element: <ResetPasswordPage /> },
              { path: paths.auth.verifyEmail, element: <VerifyEmailPage /> },
              { path: paths.auth.confirmEmail, element: <ConfirmEmailPage /> },
              { path: paths.auth.callback, element: <AuthCallbackPage /> },
            ],
          },
          { path: routePatterns.authAny, element: <Navigate to={paths.auth.login()} replace /> },
        ],
      },

      // Customer area.
      {
        element: <RequireRole roles={['CUSTOMER']} />,
        children: [
          {
            element: <CustomerLayout />,
            children: [
              { path: paths.customer.dashboard, element: <DashboardPage /> },
              { path: paths.customer.bookings, element: <BookingsPage /> },
              { path: paths.customer.messages, element: <CustomerMessagesPage /> },
              { path: paths.customer.profile, element: <ProfilePage /> },
              { path: paths.customer.loyalty, element: <LoyaltyPage /> },
              { path: paths.customer.favorites, element: <FavoritesPage /> },
              { path: paths.customer.settings, element: <SettingsPage /> },
              { path: paths.customer.help, element: <HelpPage /> },
              { path: paths.customer.payments, element: <PaymentsPage /> },
              { path: paths.customer.history, element: <ComingSoonPage pageKey="history" /> },
              { path: paths.customer.reviews, element: <ComingSoonPage pageKey="reviews" /> },
            ],
          },
        ],
      },

      // Specialist area.
      {
        element: <RequireRole roles={['SPECIALIST']} />,
        children: [
          {
            element: <SpecialistLayout />,
            children: [
              { path: paths.specialist.dashboard, element: <SpecialistDashboardPage /> },
              { path: paths.specialist.getStarted(), element: <SpecialistGetStartedPage /> },
              { path: paths.specialist.bookings, element: <SpecialistBookingsPage /> },
              { path: paths.specialist.services, element: <SpecialistServicesPage /> },
              { path: paths.specialist.profile, element: <SpecialistProfilePage /> },
              { path: paths.specialist.analytics, element: <SpecialistAnalyticsPage /> },
              { path: paths.specialist.schedule, element: <SchedulePage /> },
              { path: paths.specialist.earnings, element: <EarningsPage /> },
              { path: paths.specialist.reviews, element: <SpecialistReviewsPage /> },
              { path: paths.specialist.messages, element: <SpecialistMessagesPage /> },
              { path: paths.specialist.settings, element: <SpecialistSettingsPage /> },
              { path: paths.specialist.notifications, element: <NotificationsPage /> },
            ],
          },
        ],
      },

      // Administration.
      {
        element: <RequireRole roles={ADMIN_ONLY} />,
        children: [
          {
            element: <AdminLayout />,
            children: [{ path: paths.admin.dashboard, element: <ComingSoonPage pageKey="adminDashboard" /> }],
          },
        ],
      },

      // Any signed-in role.
      {
        element: <RequireRole roles="any" />,
        children: [
          {
            element: <RoleLayout />,
            children: [{ path: paths.notifications, element: <NotificationsPage /> }],
          },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);

// Lets the API client send people to login when their session cannot be refreshed.
setNavigator((to, options) => void router.navigate(to, options));

export const AppRouter = () => <RouterProvider router={router} />;

/** Starts downloading the chunks and texts of the page at `pathname` (before the first render). */
export const preloadRoute = (pathname: string): void => {
  for (const match of matchRoutes(routes, pathname) ?? []) {
    const handle = match.route.handle as ReturnType<typeof early> | undefined;
    void handle?.preload(match.params).catch(() => undefined);
  }
};
