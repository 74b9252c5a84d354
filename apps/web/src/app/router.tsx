import { lazy, type ComponentType } from 'react';
import { createBrowserRouter, Navigate, RouterProvider, type RouteObject } from 'react-router-dom';
import { paths, routePatterns, type InfoTopic } from '@/config/paths';
import { RequireRole } from '@/features/auth/components/require-role';
import { ADMIN_ONLY } from '@/features/auth/model/guards';
import { setNavigator } from '@/lib/navigation';
import { RouteErrorScreen } from './error-boundary';
import { AdminLayout } from './layouts/admin-layout';
import { AuthLayout } from './layouts/auth-layout';
import { CustomerLayout } from './layouts/customer-layout';
import { MainLayout } from './layouts/main-layout';
import { RoleLayout } from './layouts/role-layout';
import { RootLayout } from './layouts/root-layout';
import { SpecialistLayout } from './layouts/specialist-layout';
import { ComingSoonPage } from './routes/coming-soon-page';
import { NotFoundPage } from './routes/not-found-page';
import { AuthIndexRedirect, BookRedirect, HomeRoute, RedirectKeepingQuery } from './routes/redirects';

/** Code-splits a page exported by name (features export named components). */
const lazyNamed = <Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name) =>
  lazy(async () => ({ default: (await load())[name] }));

const LandingPage = lazyNamed(() => import('@/features/landing/routes/landing-page'), 'LandingPage');
const PrivacyPage = lazyNamed(() => import('@/features/legal/routes/privacy-page'), 'PrivacyPage');
const TermsPage = lazyNamed(() => import('@/features/legal/routes/terms-page'), 'TermsPage');
const LoginPage = lazyNamed(() => import('@/features/auth/routes/login-page'), 'LoginPage');
const RegisterPage = lazyNamed(() => import('@/features/auth/routes/register-page'), 'RegisterPage');
const ForgotPasswordPage = lazyNamed(() => import('@/features/auth/routes/forgot-password-page'), 'ForgotPasswordPage');
const ResetPasswordPage = lazyNamed(() => import('@/features/auth/routes/reset-password-page'), 'ResetPasswordPage');
const VerifyEmailPage = lazyNamed(() => import('@/features/auth/routes/verify-email-page'), 'VerifyEmailPage');
const AuthCallbackPage = lazyNamed(() => import('@/features/auth/routes/auth-callback-page'), 'AuthCallbackPage');
const InfoPage = lazy(async () => ({ default: (await import('@/features/info/routes/info-page')).InfoPage }));
const ProfilePage = lazyNamed(() => import('@/features/account/routes/profile-page'), 'ProfilePage');
const SettingsPage = lazyNamed(() => import('@/features/account/routes/settings-page'), 'SettingsPage');
const SpecialistSettingsPage = lazyNamed(() => import('@/features/account/routes/specialist-settings-page'), 'SpecialistSettingsPage');
const SpecialistServicesPage = lazyNamed(() => import('@/features/specialist-catalog/routes/services-page'), 'SpecialistServicesPage');
const SpecialistProfilePage = lazyNamed(() => import('@/features/specialist-catalog/routes/profile-page'), 'SpecialistProfilePage');
const ServicePage = lazyNamed(() => import('@/features/catalog/routes/service-page'), 'ServicePage');
const SpecialistPage = lazyNamed(() => import('@/features/catalog/routes/specialist-page'), 'SpecialistPage');
const FavoritesPage = lazyNamed(() => import('@/features/catalog/routes/favorites-page'), 'FavoritesPage');
const SpecialistDashboardPage = lazyNamed(() => import('./routes/specialist-dashboard-page'), 'SpecialistDashboardPage');
const SpecialistGetStartedPage = lazyNamed(() => import('./routes/specialist-get-started-page'), 'SpecialistGetStartedPage');

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
          { path: paths.home, element: <HomeRoute landing={<LandingPage />} /> },
          { path: paths.privacy, element: <PrivacyPage /> },
          { path: paths.terms, element: <TermsPage /> },
          ...infoTopics.map((topic) => ({ path: paths.info[topic], element: <InfoPage topic={topic} /> })),
        ],
      },

      // Public pages in the layout of the signed-in role (guest layout when signed out).
      {
        element: <RoleLayout />,
        children: [
          { path: paths.search(), Component: lazyNamed(() => import('@/features/search/routes/search-page'), 'SearchPage') },
          { path: routePatterns.service, element: <ServicePage /> },
          { path: routePatterns.specialistProfile, element: <SpecialistPage /> },
          { path: routePatterns.booking, Component: lazyNamed(() => import('@/features/booking/routes/booking-page'), 'BookingPage') },
          { path: routePatterns.payment, element: <ComingSoonPage pageKey="payment" /> },
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
              { path: paths.customer.dashboard, element: <ComingSoonPage pageKey="customerDashboard" /> },
              { path: paths.customer.bookings, Component: lazyNamed(() => import('@/features/bookings/routes/bookings-page'), 'BookingsPage') },
              { path: paths.customer.profile, element: <ProfilePage /> },
              { path: paths.customer.loyalty, element: <ComingSoonPage pageKey="loyalty" /> },
              { path: paths.customer.favorites, element: <FavoritesPage /> },
              { path: paths.customer.settings, element: <SettingsPage /> },
              { path: paths.customer.help, element: <ComingSoonPage pageKey="help" /> },
              { path: paths.customer.payments, element: <ComingSoonPage pageKey="payments" /> },
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
              { path: paths.specialist.bookings, Component: lazyNamed(() => import('@/features/bookings/routes/specialist-bookings-page'), 'SpecialistBookingsPage') },
              { path: paths.specialist.services, element: <SpecialistServicesPage /> },
              { path: paths.specialist.profile, element: <SpecialistProfilePage /> },
              { path: paths.specialist.analytics, element: <ComingSoonPage pageKey="specialistAnalytics" /> },
              { path: paths.specialist.schedule, lazy: async () => ({ Component: (await import('@/features/schedule/routes/schedule-page')).SchedulePage }) },
              { path: paths.specialist.earnings, element: <ComingSoonPage pageKey="specialistEarnings" /> },
              { path: paths.specialist.reviews, element: <ComingSoonPage pageKey="specialistReviews" /> },
              { path: paths.specialist.messages, element: <ComingSoonPage pageKey="specialistMessages" /> },
              { path: paths.specialist.settings, element: <SpecialistSettingsPage /> },
              { path: paths.specialist.notifications, element: <ComingSoonPage pageKey="specialistNotifications" /> },
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
            children: [{ path: paths.notifications, element: <ComingSoonPage pageKey="notifications" /> }],
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
