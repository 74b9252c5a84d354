/**
 * Catalog endpoints of the public pages: a service, a specialist's profile, favourites and
 * reports. Reads that have their own on-page error state are silent (no duplicate global toast).
 */
import type { Service, SpecialistProfile } from '@vizyt/contracts';
import type { ReportReason } from '../model/report';
import { api } from '@/lib/api';
import { servicePath } from './request-paths';

export interface ReportServiceArgs {
  serviceId: string;
  reason: ReportReason;
  details?: string;
}

export interface SetFavoriteArgs {
  id: string;
  favorite: boolean;
}

const FAVORITE_SERVICES = { type: 'Favorite', id: 'services' } as const;
const FAVORITE_SPECIALISTS = { type: 'Favorite', id: 'specialists' } as const;

export const catalogApi = api.injectEndpoints({
  endpoints: (build) => ({
    getService: build.query<Service, string>({
      query: (id) => ({ url: servicePath(id) }),
      transformResponse: (data: { service: Service }) => data.service,
      extraOptions: { silent: true },
      providesTags: (_result, _error, id) => [{ type: 'Service', id }],
    }),
    getSimilarServices: build.query<Service[], string>({
      query: (id) => ({ url: `/services/${encodeURIComponent(id)}/similar`, params: { limit: 5 } }),
      transformResponse: (data: { services: Service[] }) => data.services,
      extraOptions: { silent: true },
    }),
    /** Counts a view for trending and "recently viewed"; a lost view is not worth a toast. */
    recordServiceView: build.mutation<unknown, string>({
      query: (id) => ({ url: `/services/${encodeURIComponent(id)}/view`, method: 'POST' }),
      extraOptions: { silent: true },
    }),
    getSpecialistProfile: build.query<SpecialistProfile, string>({
      query: (id) => ({ url: `/specialists/${encodeURIComponent(id)}/public` }),
      transformResponse: (data: { profile: SpecialistProfile }) => data.profile,
      extraOptions: { silent: true },
      providesTags: (_result, _error, id) => [{ type: 'Specialist', id }],
    }),
    getSpecialistServices: build.query<Service[], string>({
      query: (id) => ({ url: `/specialists/${encodeURIComponent(id)}/services` }),
      transformResponse: (data: { services: Service[] }) => data.services,
      extraOptions: { silent: true },
      providesTags: (_result, _error, id) => [{ type: 'SpecialistService', id }],
    }),
    getFavoriteServices: build.query<Service[], void>({
      query: () => ({ url: '/services/favorites' }),
      transformResponse: (data: { services: Service[] }) => data.services,
      providesTags: [FAVORITE_SERVICES],
    }),
    getFavoriteSpecialists: build.query<SpecialistProfile[], void>({
      query: () => ({ url: '/specialists/favorites' }),
      transformResponse: (data: { specialists: SpecialistProfile[] }) => data.specialists,
      providesTags: [FAVORITE_SPECIALISTS],
    }),
    setServiceFavorite: build.mutation<{ favorited: boolean }, SetFavoriteArgs>({
      query: ({ id, favorite }) => ({ url: `/services/${encodeURIComponent(id)}/favorite`, method: favorite ? 'POST' : 'DELETE' }),
      invalidatesTags: [FAVORITE_SERVICES],
    }),
    setSpecialistFavorite: build.mutation<{ favorited: boolean }, SetFavoriteArgs>({
      query: ({ id, favorite }) => ({ url: `/specialists/${encodeURIComponent(id)}/favorite`, method: favorite ? 'POST' : 'DELETE' }),
      invalidatesTags: [FAVORITE_SPECIALISTS],
    }),
    /** Silent: the dialog explains a 409 ("already reported") itself. */
    reportService: build.mutation<{ reportId: string }, ReportServiceArgs>({
      query: ({ serviceId, ...body }) => ({ url: `/services/${encodeURIComponent(serviceId)}/report`, method: 'POST', body }),
      extraOptions: { silent: true },
    }),
  }),
});

export const {
  useGetServiceQuery,
  useGetSimilarServicesQuery,
  useRecordServiceViewMutation,
  useGetSpecialistProfileQuery,
  useGetSpecialistServicesQuery,
  useGetFavoriteServicesQuery,
  useGetFavoriteSpecialistsQuery,
  useSetServiceFavoriteMutation,
  useSetSpecialistFavoriteMutation,
  useReportServiceMutation,
} = catalogApi;
