import { createBrowserRouter, matchRoutes, Navigate, RouterProvider, type Params, type RouteObject } from 'react-router-dom';
import { paths, routePatterns, type InfoTopic } from '@/config/paths';
import { RequireRole } from '@/features/auth/components/require-role';
import { ADMIN_ONLY } from '@/features/auth/model/guards';
import { servicePath } from '@/features/catalog/api/request-paths';
import { requestEarly } from '@/lib/early-requests';
import i18n from '@/lib/i18n';
import { readStorage, STORAGE_KEYS } from '@/lib/storage';
import { setNavigator } from '@/lib/navigation';
import { RouteErrorScreen } from './error-boundary';
import { AdminAreaPage, AdminLayout, AuthAreaPage, AuthLayout, CustomerAreaPage, CustomerLayout, SpecialistAreaPage, SpecialistLayout } from './layouts/lazy-layouts';
import { lazyPage } from './lazy-page';
import { MainLayout } from './layouts/main-layout';
import { RoleLayout } from './layouts/role-layout';
import { RootLayout } from './layouts/root-layout';
import { AuthIndexRedirect, BookRedirect, HomeRoute, RedirectKeepingQuery } from './routes/redirects';

type Preload = (params: Params) => unknown;

const LandingPage = lazyPage(() => import('@/features/landing/routes/landing-page'), 'LandingPage', ['landing']);
const PrivacyPage = lazyPage(() => import('@/features/legal/routes/privacy-page'), 'PrivacyPage', ['legal']);
const TermsPage = lazyPage(() => import('@/features/legal/routes/terms-page'), 'TermsPage', ['legal']);
const InfoPage = lazyPage<'InfoPage', { topic: InfoTopic }>(() => import('@/features/info/routes/info-page'), 'InfoPage', ['info', 'pages']);
const SearchPage = lazyPage(() => import('@/features/search/routes/search-page'), 'SearchPage', ['search', 'pages']);
// The catalog pages with their reviews: app/ composes the features.
const ServicePage = lazyPage(() => import('./routes/catalog-pages'), 'ServiceWithReviewsPage', ['catalog', 'reviews']);
const SpecialistPage = lazyPage(() => import('./routes/catalog-pages'), 'SpecialistWithReviewsPage', ['catalog', 'reviews']);
// The booking flow with its Payment step: app/ composes the booking and payments features.
const BookingPage = lazyPage(() => import('./routes/booking-with-payments-page'), 'BookingWithPaymentsPage', ['booking', 'payments', 'errors', 'validation']);
const PaymentPage = lazyPage(() => import('@/features/payments/routes/payment-page'), 'PaymentPage', ['payments', 'errors']);
const NotificationsPage = lazyPage(() => import('@/features/notifications/routes/notifications-page'), 'NotificationsPage', ['notifications', 'errors']);
const NotFoundPage = lazyPage(() => import('./routes/not-found-page'), 'NotFoundPage', ['errors']);

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
              { path: paths.auth.login(), element: <AuthAreaPage name="login" /> },
              { path: paths.auth.register(), element: <AuthAreaPage name="register" /> },
              { path: paths.auth.forgotPassword, element: <AuthAreaPage name="forgotPassword" /> },
              { path: paths.auth.resetPassword, element: <AuthAreaPage name="resetPassword" /> },
              { path: paths.auth.verifyEmail, element: <AuthAreaPage name="verifyEmail" /> },
              { path: paths.auth.confirmEmail, element: <AuthAreaPage name="confirmEmail" /> },
              { path: paths.auth.callback, element: <AuthAreaPage name="callback" /> },
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
              { path: paths.customer.dashboard, element: <CustomerAreaPage name="dashboard" /> },
              { path: paths.customer.bookings, element: <CustomerAreaPage name="bookings" /> },
              { path: routePatterns.customerBooking, element: <CustomerAreaPage name="booking" /> },
              { path: paths.customer.messages, element: <CustomerAreaPage name="messages" /> },
              { path: paths.customer.profile, element: <CustomerAreaPage name="profile" /> },
              { path: paths.customer.loyalty, element: <CustomerAreaPage name="loyalty" /> },
              { path: paths.customer.favorites, element: <CustomerAreaPage name="favorites" /> },
              { path: paths.customer.settings, element: <CustomerAreaPage name="settings" /> },
              { path: paths.customer.help, element: <CustomerAreaPage name="help" /> },
              { path: paths.customer.payments, element: <CustomerAreaPage name="payments" /> },
              { path: paths.customer.history, element: <CustomerAreaPage name="history" /> },
              { path: paths.customer.reviews, element: <CustomerAreaPage name="reviews" /> },
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
              { path: paths.specialist.dashboard, element: <SpecialistAreaPage name="dashboard" /> },
              { path: paths.specialist.getStarted(), element: <SpecialistAreaPage name="getStarted" /> },
              { path: paths.specialist.bookings, element: <SpecialistAreaPage name="bookings" /> },
              { path: routePatterns.specialistBooking, element: <SpecialistAreaPage name="booking" /> },
              { path: paths.specialist.services, element: <SpecialistAreaPage name="services" /> },
              { path: paths.specialist.profile, element: <SpecialistAreaPage name="profile" /> },
              { path: paths.specialist.analytics, element: <SpecialistAreaPage name="analytics" /> },
              { path: paths.specialist.schedule, element: <SpecialistAreaPage name="schedule" /> },
              { path: paths.specialist.earnings, element: <SpecialistAreaPage name="earnings" /> },
              { path: paths.specialist.reviews, element: <SpecialistAreaPage name="reviews" /> },
              { path: paths.specialist.messages, element: <SpecialistAreaPage name="messages" /> },
              { path: paths.specialist.settings, element: <SpecialistAreaPage name="settings" /> },
              { path: paths.specialist.notifications, element: <SpecialistAreaPage name="notifications" /> },
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
            children: [{ path: paths.admin.dashboard, element: <AdminAreaPage name="dashboard" /> }],
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
