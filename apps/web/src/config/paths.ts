/**
 * Every URL of the web app (spec section 2), defined once. Components link with these values;
 * the router matches with `routePatterns`. Nothing else in the app spells a path literally.
 *
 * Shape:
 * - a path without parameters is a string:            paths.home, paths.customer.bookings
 * - a path with parameters or a query is a function:  paths.service(id), paths.search({ q })
 *   (functions encode their arguments and leave out empty query values)
 *
 *   paths.home                         '/'
 *   paths.homeAnchor('how-it-works')   '/#how-it-works'   (also 'for-specialists')
 *   paths.search({ q?, category?, location?, minPrice?, maxPrice?, rating?, sortBy?, sortOrder? })
 *   paths.service(serviceId)           '/service/:serviceId'
 *   paths.specialistProfile(id)        '/specialist/:specialistId'
 *   paths.book(serviceId)              '/book/:serviceId'   (redirects to paths.booking)
 *   paths.booking(serviceId)           '/booking/:serviceId'
 *   paths.payment(bookingId)           '/payment/:bookingId'
 *   paths.privacy, paths.terms
 *   paths.auth.root                    '/auth'
 *   paths.auth.login(returnUrl?, reason?) '/auth/login?returnUrl=…&reason=suspended' (no auth page as returnUrl)
 *   paths.auth.register(type?)         '/auth/register?type=specialist'
 *   paths.auth.forgotPassword | resetPassword | verifyEmail | confirmEmail | callback
 *   paths.legacy.login | register      '/login', '/register'
 *   paths.customer.dashboard | bookings | profile | loyalty | favorites | settings | help |
 *                  payments | history | reviews | messages
 *   paths.customer.conversation({ c?, to?, booking? })        '/messages?c=…'  (to: a specialist profile id)
 *   paths.customer.booking(bookingId)  '/bookings/:bookingId'            (one booking, the customer's page)
 *   paths.specialist.dashboard | bookings | services | profile | analytics | schedule |
 *                    earnings | reviews | messages | settings | notifications
 *   paths.specialist.getStarted(from?) '/specialist/get-started?from=services'  (first-run setup)
 *   paths.specialist.conversation({ c?, customer?, booking? })  '/specialist/messages?c=…'  (customer: a user id)
 *   paths.specialist.booking(bookingId) '/specialist/bookings/:bookingId' (one booking, the specialist's page)
 *   paths.admin.dashboard | section(tab)   '/admin/dashboard?tab=users'
 *   paths.notifications
 *   paths.info.about | careers | contact | blog | safety | guidelines | cookies |
 *              accessibility | disputes | specialistResources | successStories | community
 *   dashboardPath(role)                the signed-in user's own dashboard
 *   bookingPath(role, bookingId)       one booking's page for that role (the customer's or the specialist's)
 */
import { bookingPagePath, type UserRole } from '@vizyt/contracts';
import { returnUrlOrNone } from './return-url';

export type HomeAnchor = 'how-it-works' | 'for-specialists';

export interface SearchParams {
  q?: string;
  category?: string;
  location?: string;
  minPrice?: number;
  maxPrice?: number;
  rating?: number;
  sortBy?: string;
  sortOrder?: 'asc' | 'desc';
}

export type RegisterType = 'customer' | 'specialist';

/**
 * Which conversation /messages opens: an existing one (`c`), or a new one with a specialist
 * (`to`, their profile id), optionally about a booking.
 */
export interface CustomerConversationQuery {
  c?: string;
  to?: string;
  booking?: string;
}

/** Which conversation /specialist/messages opens: an existing one, or a new one with a customer (user id) about a booking. */
export interface SpecialistConversationQuery {
  c?: string;
  customer?: string;
  booking?: string;
}

/** Why the sign-in page was opened for a session that ended by itself (shown there). */
export const SIGN_IN_REASONS = ['suspended', 'session-ended'] as const;
export type SignInReason = (typeof SIGN_IN_REASONS)[number];

/** The page that sent a specialist without a business profile to the first-run setup. */
export type GetStartedFrom = 'services' | 'schedule';

/** Builds `?a=1&b=2` from the defined, non-empty values; '' when none. */
const query = (params: object | undefined): string => {
  if (!params) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    const text = String(value).trim();
    if (text !== '') search.set(key, text);
  }
  const encoded = search.toString();
  return encoded ? `?${encoded}` : '';
};

const segment = (value: string | number) => encodeURIComponent(String(value));

export const paths = {
  home: '/',
  homeAnchor: (anchor: HomeAnchor) => `/#${anchor}`,
  search: (params?: SearchParams) => `/search${query(params)}`,
  service: (serviceId: string) => `/service/${segment(serviceId)}`,
  specialistProfile: (specialistId: string) => `/specialist/${segment(specialistId)}`,
  book: (serviceId: string) => `/book/${segment(serviceId)}`,
  booking: (serviceId: string) => `/booking/${segment(serviceId)}`,
  payment: (bookingId: string) => `/payment/${segment(bookingId)}`,
  privacy: '/privacy',
  terms: '/terms',
  notifications: '/notifications',

  auth: {
    root: '/auth',
    /**
     * `returnUrl` is a path plus query string inside this app, e.g. '/bookings?tab=past'; anything
     * else (another site, an /auth page such as the sign-in page itself) is left out, so returnUrl
     * never nests. `reason`: why the session ended (the sign-in page says so).
     */
    login: (returnUrl?: string | null, reason?: SignInReason) => `/auth/login${query({ returnUrl: returnUrlOrNone(returnUrl), reason })}`,
    /** `type=specialist` preselects the specialist account type. */
    register: (type?: RegisterType) => `/auth/register${query({ type })}`,
    forgotPassword: '/auth/forgot-password',
    resetPassword: '/auth/reset-password',
    verifyEmail: '/auth/verify-email',
    /** The link of an e-mail change (contracts: CONFIRM_EMAIL_CHANGE_PATH). */
    confirmEmail: '/auth/confirm-email',
    callback: '/auth/callback',
  },

  /** Old short links kept alive as redirects. */
  legacy: {
    login: '/login',
    register: '/register',
  },

  customer: {
    dashboard: '/dashboard',
    bookings: '/bookings',
    profile: '/profile',
    loyalty: '/loyalty',
    favorites: '/favorites',
    settings: '/settings',
    help: '/help',
    payments: '/payments',
    history: '/history',
    reviews: '/reviews',
    messages: '/messages',
    conversation: (params: CustomerConversationQuery) => `/messages${query(params)}`,
    booking: (bookingId: string) => bookingPagePath('customer', bookingId),
  },

  specialist: {
    dashboard: '/specialist/dashboard',
    bookings: '/specialist/bookings',
    services: '/specialist/services',
    profile: '/specialist/profile',
    analytics: '/specialist/analytics',
    schedule: '/specialist/schedule',
    earnings: '/specialist/earnings',
    reviews: '/specialist/reviews',
    messages: '/specialist/messages',
    settings: '/specialist/settings',
    notifications: '/specialist/notifications',
    /** First-run setup: business profile → first service → working hours. */
    getStarted: (from?: GetStartedFrom) => `/specialist/get-started${query({ from })}`,
    conversation: (params: SpecialistConversationQuery) => `/specialist/messages${query(params)}`,
    booking: (bookingId: string) => bookingPagePath('specialist', bookingId),
  },

  admin: {
    dashboard: '/admin/dashboard',
    /** A section of the console (overview, users, analytics, verification, moderation, feedback, settings, audit). */
    section: (tab: string) => `/admin/dashboard${query({ tab })}`,
  },

  /** Footer destinations (spec section 2). */
  info: {
    about: '/about',
    careers: '/careers',
    contact: '/contact',
    blog: '/blog',
    safety: '/safety',
    guidelines: '/guidelines',
    cookies: '/cookies',
    accessibility: '/accessibility',
    disputes: '/disputes',
    specialistResources: '/specialist-resources',
    successStories: '/success-stories',
    community: '/community',
  },
} as const;

export type InfoTopic = keyof typeof paths.info;

/** Patterns with parameters, for the router only. */
export const routePatterns = {
  service: '/service/:serviceId',
  specialistProfile: '/specialist/:specialistId',
  book: '/book/:serviceId',
  booking: '/booking/:serviceId',
  payment: '/payment/:bookingId',
  customerBooking: '/bookings/:bookingId',
  specialistBooking: '/specialist/bookings/:bookingId',
  authAny: '/auth/*',
  notFound: '*',
} as const;

/** The signed-in user's own dashboard (spec section 4, route guards). */
export const dashboardPath = (role: UserRole | undefined | null): string => {
  if (role === 'SPECIALIST') return paths.specialist.dashboard;
  if (role === 'ADMIN') return paths.admin.dashboard;
  return paths.customer.dashboard;
};

/** One booking's page for the signed-in role (a notification's link): the specialist's own page, else the customer's. */
export const bookingPath = (role: UserRole | undefined | null, bookingId: string): string =>
  role === 'SPECIALIST' ? paths.specialist.booking(bookingId) : paths.customer.booking(bookingId);
