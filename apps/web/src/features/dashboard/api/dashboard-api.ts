/**
 * Server data of the customer's /dashboard (issue #14): each block asks for its own data, so a
 * failing block shows its own error and retry while the others still show theirs. Every call
 * is `silent`: the blocks explain their failures themselves.
 *
 * The reads mirror endpoints other features also call (favourites, loyalty, conversations); they
 * are declared here because features never import each other, and they share those features'
 * cache tags so a change made elsewhere refreshes the dashboard too.
 */
import type { Booking, Conversation, CustomerStats, Loyalty, Service } from '@vizyt/contracts';
import { api } from '@/lib/api';

export type { Booking, Conversation, CustomerStats, Loyalty, Service };

export const DASHBOARD_ENDPOINTS = {
  stats: '/auth/me/stats',
  upcoming: '/bookings/upcoming',
  bookings: '/bookings',
  favoriteServices: '/services/favorites',
  recommended: '/services/recommended',
  conversations: '/conversations',
} as const;

/** How many items each block lists. */
export const DASHBOARD_LIMITS = { upcoming: 5, rebook: 10, favorites: 4, recommended: 4, conversations: 3 } as const;

export interface ConversationSummary {
  conversations: Conversation[];
  unreadTotal: number;
}

const silent = { silent: true } as const;

export const dashboardApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDashboardStats: build.query<CustomerStats, void>({
      query: () => ({ url: DASHBOARD_ENDPOINTS.stats }),
      extraOptions: silent,
      providesTags: ['Me', 'Booking', 'Favorite', 'Loyalty'],
    }),
    getDashboardUpcoming: build.query<Booking[], void>({
      query: () => ({ url: DASHBOARD_ENDPOINTS.upcoming, params: { limit: DASHBOARD_LIMITS.upcoming } }),
      transformResponse: (data: { bookings: Booking[] }) => data.bookings,
      extraOptions: silent,
      providesTags: ['Booking'],
    }),
    /** The latest completed visits, newest first: what "book again" offers. */
    getDashboardRecentCompleted: build.query<Booking[], void>({
      query: () => ({
        url: DASHBOARD_ENDPOINTS.bookings,
        params: { status: 'COMPLETED', view: 'customer', sortOrder: 'desc', page: 1, limit: DASHBOARD_LIMITS.rebook },
      }),
      transformResponse: (data: { bookings: Booking[] }) => data.bookings,
      extraOptions: silent,
      providesTags: ['Booking'],
    }),
    getDashboardFavorites: build.query<Service[], void>({
      query: () => ({ url: DASHBOARD_ENDPOINTS.favoriteServices }),
      transformResponse: (data: { services: Service[] }) => data.services,
      extraOptions: silent,
      providesTags: [{ type: 'Favorite', id: 'services' }],
    }),
    getDashboardRecommended: build.query<Service[], void>({
      query: () => ({ url: DASHBOARD_ENDPOINTS.recommended, params: { limit: DASHBOARD_LIMITS.recommended } }),
      transformResponse: (data: { services: Service[] }) => data.services,
      extraOptions: silent,
    }),
    getDashboardConversations: build.query<ConversationSummary, void>({
      query: () => ({ url: DASHBOARD_ENDPOINTS.conversations }),
      extraOptions: silent,
    }),
  }),
});

export const {
  useGetDashboardStatsQuery,
  useGetDashboardUpcomingQuery,
  useGetDashboardRecentCompletedQuery,
  useGetDashboardFavoritesQuery,
  useGetDashboardRecommendedQuery,
  useGetDashboardConversationsQuery,
} = dashboardApi;
