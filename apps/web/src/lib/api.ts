/**
 * The one RTK Query API of the web app. Features add their endpoints where they live:
 *
 *   export const bookingsApi = api.injectEndpoints({
 *     endpoints: (build) => ({
 *       getBookings: build.query<BookingsResponse, BookingFilters>({
 *         query: (params) => ({ url: '/bookings', params }),
 *         providesTags: ['Booking'],
 *       }),
 *     }),
 *   });
 *
 * Request args are `ApiRequest` ({ url, method, body, params, headers, timeout }); results are
 * the envelope's `data`; errors are `ApiClientError` and have already been toasted unless the
 * endpoint passes `extraOptions: { silent: true }`.
 *
 * This module is loaded lazily (see api-registry.ts): nothing the first page load needs may
 * import it statically, or RTK Query and axios would land in the entry chunk again
 * (scripts/check-web-budget.mjs fails the build when they do).
 */
import { setupListeners } from '@reduxjs/toolkit/query';
import { createApi } from '@reduxjs/toolkit/query/react';
import { axiosBaseQuery } from './api-client';
import { announceApi } from './api-registry';
import i18n from './i18n';

const TAG_TYPES = [
  'Me',
  'Preferences',
  'Category',
  'Service',
  'Specialist',
  'SpecialistService',
  'Availability',
  'Booking',
  'Payment',
  'PaymentMethod',
  'Review',
  'Favorite',
  'Notification',
  'Loyalty',
  'Analytics',
  'AdminUser',
] as const;

export const api = createApi({
  reducerPath: 'api',
  baseQuery: axiosBaseQuery,
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
});

/**
 * RTK Query's focus/online listeners, and: answers carry names and texts in the interface
 * language (the client sends it as Accept-Language), so a new language asks again for what is on
 * screen and drops the rest of the cache (invalidated entries without a subscriber are removed).
 */
const setupStoreListeners = (dispatch: Parameters<typeof setupListeners>[0]) => {
  const stopListeners = setupListeners(dispatch);
  let language = i18n.language;
  const relanguage = (next: string) => {
    if (next === language) return;
    language = next;
    dispatch(api.util.invalidateTags([...TAG_TYPES]));
  };
  i18n.on('languageChanged', relanguage);
  return () => {
    stopListeners();
    i18n.off('languageChanged', relanguage);
  };
};

announceApi({ api, setupListeners: setupStoreListeners });
