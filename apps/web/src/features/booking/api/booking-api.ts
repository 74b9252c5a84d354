/**
 * Endpoints of the booking flow (/booking/:serviceId): the service being booked, how its
 * specialist works (online, in person), the free slots of a week, the customer's saved addresses
 * and creating the booking.
 * Reads that have their own on-page error state are silent (no duplicate global toast); the
 * create call is silent too, because the page explains a lost slot itself and sends the
 * visitor back to fresh times.
 */
import type { Address, Booking, CreateBookingInput, Service, ServiceAvailability } from '@vizyt/contracts';
import { api } from '@/lib/api';

export interface ServiceAvailabilityArgs {
  serviceId: string;
  /** First day, YYYY-MM-DD in `timezone`. */
  from: string;
  days: number;
  /** The visitor's IANA zone: the API groups the slots into days of this zone. */
  timezone: string;
}

export const bookingApi = api.injectEndpoints({
  endpoints: (build) => ({
    getBookableService: build.query<Service, string>({
      query: (id) => ({ url: `/services/${encodeURIComponent(id)}` }),
      transformResponse: (data: { service: Service }) => data.service,
      extraOptions: { silent: true },
      providesTags: (_result, _error, id) => [{ type: 'Service', id }],
    }),
    getServiceAvailability: build.query<ServiceAvailability, ServiceAvailabilityArgs>({
      query: ({ serviceId, ...params }) => ({ url: `/services/${encodeURIComponent(serviceId)}/availability`, params }),
      extraOptions: { silent: true },
      providesTags: (_result, _error, { serviceId }) => [{ type: 'Availability', id: serviceId }],
    }),
    /** The signed-in customer's saved addresses, offered for a visit at their place (Settings → Addresses keeps them). */
    getSavedAddresses: build.query<Address[], void>({
      query: () => ({ url: '/users/addresses' }),
      transformResponse: (data: { addresses: Address[] }) => data.addresses,
      extraOptions: { silent: true },
    }),
    /**
     * Free times change with every booking, won or lost (a 409 means someone else just took
     * the slot), so the service's availability is invalidated either way.
     */
    createBooking: build.mutation<Booking, CreateBookingInput>({
      query: (body) => ({ url: '/bookings', method: 'POST', body }),
      transformResponse: (data: { booking: Booking }) => data.booking,
      extraOptions: { silent: true },
      invalidatesTags: (_result, _error, { serviceId }) => [{ type: 'Availability', id: serviceId }, 'Booking'],
    }),
  }),
});

export const { useGetBookableServiceQuery, useGetServiceAvailabilityQuery, useCreateBookingMutation, useGetSavedAddressesQuery } = bookingApi;
