import { lazyPage } from '../lazy-page';

/**
 * The specialist area, one chunk: its layout and the table of its pages (each still a chunk of
 * its own). The shell keeps only the paths and guards (router.tsx); the layout arrives first
 * (layouts/lazy-layouts.tsx), so the table is there before any page of the area renders.
 */
export { SpecialistLayout as Layout } from '../layouts/specialist-layout';

// Settings with the notifications and verification features' tabs: app/ composes the account, notifications and verification features.
const SettingsPage = lazyPage(() => import('./specialist-settings-page'), 'SpecialistSettingsWithTabsPage', ['account', 'notifications', 'verification', 'errors', 'validation']);
const ServicesPage = lazyPage(() => import('@/features/specialist-catalog/routes/services-page'), 'SpecialistServicesPage', ['specialist-catalog', 'errors', 'validation']);
const ProfilePage = lazyPage(() => import('@/features/specialist-catalog/routes/profile-page'), 'SpecialistProfilePage', ['specialist-catalog', 'errors', 'validation']);
const BookingsPage = lazyPage(() => import('@/features/bookings/routes/specialist-bookings-page'), 'SpecialistBookingsPage', ['bookings', 'errors']);
const BookingPage = lazyPage<'BookingDetailPage', { view: 'specialist' }>(() => import('@/features/bookings/routes/booking-detail-page'), 'BookingDetailPage', ['bookings', 'errors', 'map']);
const SchedulePage = lazyPage(() => import('@/features/schedule/routes/schedule-page'), 'SchedulePage', ['schedule', 'errors', 'validation']);
const ReviewsPage = lazyPage(() => import('@/features/reviews/routes/specialist-reviews-page'), 'SpecialistReviewsPage', ['reviews']);
const EarningsPage = lazyPage(() => import('@/features/earnings/routes/earnings-page'), 'EarningsPage', ['earnings', 'errors', 'validation']);
// The dashboard's blocks from the analytics, bookings, reviews and messages features: app/ composes them.
const DashboardPage = lazyPage(() => import('./specialist-dashboard-page'), 'SpecialistDashboardPage', ['onboarding', 'pages', 'specialist-dashboard', 'analytics', 'specialist-catalog', 'errors', 'validation']);
const AnalyticsPage = lazyPage(() => import('@/features/analytics/routes/analytics-page'), 'SpecialistAnalyticsPage', ['analytics']);
const NotificationsPage = lazyPage(() => import('@/features/notifications/routes/notifications-page'), 'NotificationsPage', ['notifications', 'errors']);
// The messages page with live updates: app/ composes the messages and realtime features.
const MessagesPage = lazyPage(() => import('./messages-pages'), 'SpecialistMessagesWithRealtimePage', ['messages']);
const GetStartedPage = lazyPage(() => import('./specialist-get-started-page'), 'SpecialistGetStartedPage', ['onboarding', 'schedule', 'specialist-catalog', 'errors', 'validation']);

export const pages = {
  dashboard: DashboardPage,
  getStarted: GetStartedPage,
  bookings: BookingsPage,
  booking: () => <BookingPage view="specialist" />,
  services: ServicesPage,
  profile: ProfilePage,
  analytics: AnalyticsPage,
  schedule: SchedulePage,
  earnings: EarningsPage,
  reviews: ReviewsPage,
  messages: MessagesPage,
  settings: SettingsPage,
  notifications: NotificationsPage,
};
