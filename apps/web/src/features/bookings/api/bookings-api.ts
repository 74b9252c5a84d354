/**
 * Server data of the bookings lists (customer /bookings, specialist /specialist/bookings).
 * Actions are `silent`: the dialogs and bulk toasts show their own text, keyed by error code.
 * Every list page is its own cache entry tagged 'Booking', so an action refetches what is shown.
 */
import type { z } from 'zod';
import type {
  ActionCheckSchema,
  Booking,
  BookingPageSchema,
  BookingStatsSchema,
  BookingStatus,
  ServiceAvailability,
} from '@vizyt/contracts';
import { api } from '@/lib/api';

const id = (bookingId: string) => encodeURIComponent(bookingId);

export const BOOKINGS_ENDPOINTS = {
  list: '/bookings',
  history: '/bookings/history',
  booking: (bookingId: string) => `/bookings/${id(bookingId)}`,
  canCancel: (bookingId: string) => `/bookings/${id(bookingId)}/can-cancel`,
  canReschedule: (bookingId: string) => `/bookings/${id(bookingId)}/can-reschedule`,
  reschedule: (bookingId: string) => `/bookings/${id(bookingId)}/reschedule`,
  transition: (bookingId: string, action: SpecialistTransition) => `/bookings/${id(bookingId)}/${TRANSITION_PATHS[action]}`,
  stats: '/bookings/stats',
  export: '/bookings/export',
  availability: (serviceId: string) => `/services/${encodeURIComponent(serviceId)}/availability`,
} as const;

/** Actions of the specialist that are a bare POST /bookings/{id}/<path>. */
export type SpecialistTransition = 'confirm' | 'start' | 'complete' | 'no_show' | 'reminder';
const TRANSITION_PATHS: Record<SpecialistTransition, string> = {
  confirm: 'confirm',
  start: 'start',
  complete: 'complete',
  no_show: 'no-show',
  reminder: 'reminder',
};

const silent = { silent: true } as const;

export interface BookingListArgs {
  view: 'customer' | 'specialist';
  status?: readonly BookingStatus[];
  from?: string;
  to?: string;
  sortOrder?: 'asc' | 'desc';
  page: number;
  limit: number;
}

export type BookingPage = z.infer<typeof BookingPageSchema>;
/** GET /bookings/{id}/can-cancel and /can-reschedule. */
export type ActionCheck = z.infer<typeof ActionCheckSchema>;
export type BookingStats = z.infer<typeof BookingStatsSchema>;
export type StatsPeriod = BookingStats['period'];
/** GET /bookings/stats: a calendar period in the specialist's (or customer's) zone, narrowed like the list. */
export interface BookingStatsArgs {
  period: StatsPeriod;
  view?: 'customer' | 'specialist';
  from?: string;
  to?: string;
}
const STATS_TAG = { type: 'Booking', id: 'STATS' } as const;

/** Query string of GET /bookings: the status list comma-separated, empty values left out. */
export const listParams = ({ status, ...rest }: BookingListArgs): Record<string, unknown> => {
  const params: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(rest)) if (value !== undefined && value !== '') params[key] = value;
  if (status && status.length > 0) params.status = status.join(',');
  return params;
};

export const bookingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getBookingsPage: build.query<BookingPage, BookingListArgs>({
      query: (args) => ({ url: BOOKINGS_ENDPOINTS.list, params: listParams(args) }),
      providesTags: (result) => [
        { type: 'Booking', id: 'LIST' },
        ...(result?.bookings.map((b) => ({ type: 'Booking' as const, id: b.id })) ?? []),
      ],
    }),
    /** One booking (its page); silent: the page shows "not found" itself for a booking that is not mine. */
    getBooking: build.query<Booking, string>({
      query: (bookingId) => ({ url: BOOKINGS_ENDPOINTS.booking(bookingId) }),
      transformResponse: (data: { booking: Booking }) => data.booking,
      extraOptions: silent,
      providesTags: (_r, _e, bookingId) => [{ type: 'Booking', id: bookingId }],
    }),
    /** GET /bookings/history: past or closed visits, newest first (the customer's /history). */
    getBookingHistory: build.query<BookingPage, { page: number; limit: number }>({
      query: (params) => ({ url: BOOKINGS_ENDPOINTS.history, params }),
      providesTags: (result) => [{ type: 'Booking', id: 'LIST' }, ...(result?.bookings.map((b) => ({ type: 'Booking' as const, id: b.id })) ?? [])],
    }),
    /** Every action on a booking invalidates STATS, so the counters move with the list. */
    getBookingStats: build.query<BookingStats, BookingStatsArgs>({
      query: ({ period, ...rest }) => {
        const params: Record<string, unknown> = { period };
        for (const [key, value] of Object.entries(rest)) if (value !== undefined && value !== '') params[key] = value;
        return { url: BOOKINGS_ENDPOINTS.stats, params };
      },
      providesTags: [STATS_TAG],
    }),
    /** Always fresh: the window moves with the clock. */
    getCanCancel: build.query<ActionCheck, string>({
      query: (bookingId) => ({ url: BOOKINGS_ENDPOINTS.canCancel(bookingId) }),
      extraOptions: silent,
      keepUnusedDataFor: 0,
    }),
    getCanReschedule: build.query<ActionCheck, string>({
      query: (bookingId) => ({ url: BOOKINGS_ENDPOINTS.canReschedule(bookingId) }),
      extraOptions: silent,
      keepUnusedDataFor: 0,
    }),
    /** Named for this feature so it cannot collide with the booking flow's own availability endpoint. */
    getRescheduleSlots: build.query<ServiceAvailability, { serviceId: string; timezone: string; days?: number }>({
      query: ({ serviceId, timezone, days = 7 }) => ({ url: BOOKINGS_ENDPOINTS.availability(serviceId), params: { days, timezone } }),
      extraOptions: silent,
      keepUnusedDataFor: 0,
      providesTags: ['Availability'],
    }),
    /** `refunded`: what the cancellation gave back to the card (0 when nothing was paid online). */
    cancelBooking: build.mutation<{ booking: Booking; freeCancellation?: boolean; refunded?: number }, { id: string; reason: string }>({
      query: ({ id: bookingId, reason }) => ({ url: BOOKINGS_ENDPOINTS.booking(bookingId), method: 'DELETE', body: { reason } }),
      extraOptions: silent,
      invalidatesTags: (_r, error, { id: bookingId }) =>
        // A refund changes the payment history too, and points spent on it come back.
        error ? [] : [{ type: 'Booking', id: bookingId }, { type: 'Booking', id: 'LIST' }, STATS_TAG, 'Availability', 'Payment', 'Loyalty'],
    }),
    rescheduleBooking: build.mutation<{ booking: Booking }, { id: string; scheduledAt: string }>({
      query: ({ id: bookingId, scheduledAt }) => ({ url: BOOKINGS_ENDPOINTS.reschedule(bookingId), method: 'POST', body: { scheduledAt } }),
      extraOptions: silent,
      invalidatesTags: (_r, error, { id: bookingId }) =>
        // A new time can move the booking into another month or out of the filtered dates.
        error ? [] : [{ type: 'Booking', id: bookingId }, { type: 'Booking', id: 'LIST' }, STATS_TAG, 'Availability'],
    }),
    /** confirm, start, complete, no-show, reminder. */
    runBookingTransition: build.mutation<unknown, { id: string; action: SpecialistTransition }>({
      query: ({ id: bookingId, action }) => ({ url: BOOKINGS_ENDPOINTS.transition(bookingId, action), method: 'POST' }),
      extraOptions: silent,
      invalidatesTags: (_r, error, { id: bookingId, action }) =>
        error || action === 'reminder' ? [] : [{ type: 'Booking', id: bookingId }, { type: 'Booking', id: 'LIST' }, STATS_TAG],
    }),
    /** The iCalendar file of all my bookings, as text (a mutation: a one-off download, never cached). */
    exportBookingsIcs: build.mutation<string, void>({
      query: () => ({ url: BOOKINGS_ENDPOINTS.export, params: { format: 'ics' }, responseType: 'text' }),
      extraOptions: silent,
    }),
  }),
});

export const {
  useGetBookingQuery,
  useGetBookingHistoryQuery,
  useGetBookingsPageQuery,
  useGetBookingStatsQuery,
  useGetCanCancelQuery,
  useGetCanRescheduleQuery,
  useGetRescheduleSlotsQuery,
  useCancelBookingMutation,
  useRescheduleBookingMutation,
  useRunBookingTransitionMutation,
  useExportBookingsIcsMutation,
} = bookingsApi;
