import { lazyPage } from '../lazy-page';

/**
 * The customer area, one chunk: its layout and the table of its pages (each still a chunk of
 * its own). The shell keeps only the paths and guards (router.tsx); the layout arrives first
 * (layouts/lazy-layouts.tsx), so the table is there before any page of the area renders.
 */
export { CustomerLayout as Layout } from '../layouts/customer-layout';

const ProfilePage = lazyPage(() => import('@/features/account/routes/profile-page'), 'ProfilePage', ['account', 'errors', 'validation']);
// Settings with the notifications feature's tab: app/ composes the account and notifications features.
const SettingsPage = lazyPage(() => import('./settings-pages'), 'CustomerSettingsPage', ['account', 'notifications', 'errors', 'validation']);
const PaymentsPage = lazyPage(() => import('@/features/payments/routes/payments-page'), 'PaymentsPage', ['payments', 'errors']);
const FavoritesPage = lazyPage(() => import('@/features/catalog/routes/favorites-page'), 'FavoritesPage', ['catalog']);
const LoyaltyPage = lazyPage(() => import('@/features/loyalty/routes/loyalty-page'), 'LoyaltyPage', ['loyalty']);
// /bookings with the review of each completed visit: app/ composes the features.
const BookingsPage = lazyPage(() => import('./bookings-with-reviews-page'), 'BookingsWithReviewsPage', ['bookings', 'reviews', 'errors']);
const HistoryPage = lazyPage(() => import('./bookings-with-reviews-page'), 'HistoryWithReviewsPage', ['bookings', 'reviews', 'errors']);
const ReviewsPage = lazyPage(() => import('@/features/reviews/routes/my-reviews-page'), 'MyReviewsPage', ['reviews', 'errors']);
const BookingPage = lazyPage(() => import('./bookings-with-reviews-page'), 'CustomerBookingDetailPage', ['bookings', 'reviews', 'errors', 'map']);
// The messages page with live updates: app/ composes the messages and realtime features.
const MessagesPage = lazyPage(() => import('./messages-pages'), 'CustomerMessagesWithRealtimePage', ['messages']);
const DashboardPage = lazyPage(() => import('@/features/dashboard/routes/dashboard-page'), 'DashboardPage', ['dashboard']);
const HelpPage = lazyPage(() => import('@/features/help/routes/help-page'), 'HelpPage', ['help']);

export const pages = {
  dashboard: DashboardPage,
  bookings: BookingsPage,
  booking: BookingPage,
  messages: MessagesPage,
  profile: ProfilePage,
  loyalty: LoyaltyPage,
  favorites: FavoritesPage,
  settings: SettingsPage,
  help: HelpPage,
  payments: PaymentsPage,
  history: HistoryPage,
  reviews: ReviewsPage,
};
