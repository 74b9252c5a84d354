/**
 * Which page a path shows, for the document title and meta description (spec section 2:
 * "Page title and meta description change per path"). Keys point into the `pages` namespace:
 * pages:<key>.title and pages:<key>.description.
 */
import { paths } from '@/config/paths';

export type PageKey =
  | 'home'
  | 'search'
  | 'service'
  | 'specialistPublic'
  | 'booking'
  | 'payment'
  | 'bookingDetail'
  | 'privacy'
  | 'terms'
  | 'login'
  | 'register'
  | 'forgotPassword'
  | 'resetPassword'
  | 'verifyEmail'
  | 'authCallback'
  | 'customerDashboard'
  | 'bookings'
  | 'profile'
  | 'loyalty'
  | 'favorites'
  | 'settings'
  | 'help'
  | 'payments'
  | 'history'
  | 'reviews'
  | 'messages'
  | 'specialistDashboard'
  | 'specialistBookings'
  | 'specialistServices'
  | 'specialistProfile'
  | 'specialistAnalytics'
  | 'specialistSchedule'
  | 'specialistEarnings'
  | 'specialistReviews'
  | 'specialistMessages'
  | 'specialistSettings'
  | 'specialistNotifications'
  | 'specialistGetStarted'
  | 'adminDashboard'
  | 'notifications'
  | 'about'
  | 'careers'
  | 'contact'
  | 'blog'
  | 'safety'
  | 'guidelines'
  | 'cookies'
  | 'accessibility'
  | 'disputes'
  | 'specialistResources'
  | 'successStories'
  | 'community'
  | 'notFound';

const exact: Record<string, PageKey> = {
  [paths.home]: 'home',
  '/search': 'search',
  [paths.privacy]: 'privacy',
  [paths.terms]: 'terms',
  [paths.notifications]: 'notifications',
  [paths.auth.root]: 'login',
  '/auth/login': 'login',
  '/auth/register': 'register',
  [paths.legacy.login]: 'login',
  [paths.legacy.register]: 'register',
  [paths.auth.forgotPassword]: 'forgotPassword',
  [paths.auth.resetPassword]: 'resetPassword',
  [paths.auth.verifyEmail]: 'verifyEmail',
  [paths.auth.callback]: 'authCallback',
  [paths.customer.dashboard]: 'customerDashboard',
  [paths.customer.bookings]: 'bookings',
  [paths.customer.profile]: 'profile',
  [paths.customer.loyalty]: 'loyalty',
  [paths.customer.favorites]: 'favorites',
  [paths.customer.settings]: 'settings',
  [paths.customer.help]: 'help',
  [paths.customer.payments]: 'payments',
  [paths.customer.history]: 'history',
  [paths.customer.reviews]: 'reviews',
  [paths.customer.messages]: 'messages',
  [paths.specialist.dashboard]: 'specialistDashboard',
  [paths.specialist.bookings]: 'specialistBookings',
  [paths.specialist.services]: 'specialistServices',
  [paths.specialist.profile]: 'specialistProfile',
  [paths.specialist.analytics]: 'specialistAnalytics',
  [paths.specialist.schedule]: 'specialistSchedule',
  [paths.specialist.earnings]: 'specialistEarnings',
  [paths.specialist.reviews]: 'specialistReviews',
  [paths.specialist.messages]: 'specialistMessages',
  [paths.specialist.settings]: 'specialistSettings',
  [paths.specialist.notifications]: 'specialistNotifications',
  [paths.specialist.getStarted()]: 'specialistGetStarted',
  [paths.admin.dashboard]: 'adminDashboard',
  ...(Object.fromEntries(Object.entries(paths.info).map(([topic, path]) => [path, topic])) as Record<string, PageKey>),
};

const prefixed: Array<[RegExp, PageKey]> = [
  [/^\/service\/[^/]+$/, 'service'],
  [/^\/specialist\/[^/]+$/, 'specialistPublic'],
  [/^\/(?:booking|book)\/[^/]+$/, 'booking'],
  [/^\/payment\/[^/]+$/, 'payment'],
  [/^\/(?:specialist\/)?bookings\/[^/]+$/, 'bookingDetail'],
  [/^\/auth\//, 'login'],
];

/** Path without query or hash and without a trailing slash ('/' stays '/'). */
const normalise = (pathname: string): string => {
  const path = pathname.split(/[?#]/)[0] || '/';
  return path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
};

export const pageKeyForPath = (pathname: string): PageKey => {
  const path = normalise(pathname);
  const hit = exact[path];
  if (hit) return hit;
  return prefixed.find(([pattern]) => pattern.test(path))?.[1] ?? 'notFound';
};

export const titleKeyForPath = (pathname: string): `pages:${PageKey}.title` => `pages:${pageKeyForPath(pathname)}.title`;
export const descriptionKeyForPath = (pathname: string): `pages:${PageKey}.description` =>
  `pages:${pageKeyForPath(pathname)}.description`;
