/**
 * Server data of the specialist's own catalog: the business profile and the services.
 * Calls are `silent` where the screen shows its own message (a field error, the "no profile
 * yet" state, the delete dialog's conflict text); the rest keep the global error toast.
 */
import type { CategoriesResponse, Language, Service, ServiceInput, SpecialistProfile, SpecialistProfileInput } from '@vizyt/contracts';
import { api } from '@/lib/api';
import { serviceIdOrThrow } from '../model/service-id';

export const CATALOG_ENDPOINTS = {
  profile: '/specialists/profile',
  services: '/specialists/services',
  service: (id: string) => `/specialists/services/${encodeURIComponent(serviceIdOrThrow(id))}`,
  serviceStatus: (id: string) => `/specialists/services/${encodeURIComponent(serviceIdOrThrow(id))}/status`,
  categories: '/services/categories',
} as const;

const silent = { silent: true } as const;

export interface SaveProfileArgs {
  /** POST the first time, PUT afterwards. */
  mode: 'create' | 'update';
  body: SpecialistProfileInput;
}

export const catalogApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** 404 (silent) means "not created yet": the page offers the create form. */
    getMySpecialistProfile: build.query<SpecialistProfile, void>({
      query: () => ({ url: CATALOG_ENDPOINTS.profile }),
      transformResponse: (data: { profile: SpecialistProfile }) => data.profile,
      extraOptions: silent,
      providesTags: ['Specialist'],
    }),
    saveMySpecialistProfile: build.mutation<SpecialistProfile, SaveProfileArgs>({
      query: ({ mode, body }) => ({ url: CATALOG_ENDPOINTS.profile, method: mode === 'create' ? 'POST' : 'PUT', body }),
      transformResponse: (data: { profile: SpecialistProfile }) => data.profile,
      extraOptions: silent,
      async onQueryStarted(_args, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(catalogApi.util.upsertQueryData('getMySpecialistProfile', undefined, data));
        } catch {
          // The form shows the error.
        }
      },
    }),
    getMyServices: build.query<Service[], void>({
      query: () => ({ url: CATALOG_ENDPOINTS.services }),
      transformResponse: (data: { services: Service[] }) => data.services,
      providesTags: ['SpecialistService'],
    }),
    /** Category names in the interface language; named so it cannot collide with other features' endpoints. */
    getServiceCategoryOptions: build.query<CategoriesResponse['categories'], Language>({
      query: (lang) => ({ url: CATALOG_ENDPOINTS.categories, params: { lang } }),
      transformResponse: (data: CategoriesResponse) => data.categories,
      providesTags: ['Category'],
      keepUnusedDataFor: 600,
    }),
    createService: build.mutation<Service, ServiceInput>({
      query: (body) => ({ url: CATALOG_ENDPOINTS.services, method: 'POST', body }),
      transformResponse: (data: { service: Service }) => data.service,
      extraOptions: silent,
      // 422 "Create your specialist profile first": the cached profile is stale, ask again.
      invalidatesTags: (_result, error) => (error?.status === 422 ? ['Specialist', 'SpecialistService', 'Category'] : ['SpecialistService', 'Category']),
    }),
    updateService: build.mutation<Service, { id: string; body: ServiceInput }>({
      query: ({ id, body }) => ({ url: CATALOG_ENDPOINTS.service(id), method: 'PUT', body }),
      transformResponse: (data: { service: Service }) => data.service,
      extraOptions: silent,
      invalidatesTags: ['SpecialistService', 'Category'],
    }),
    /** Optimistic: the switch flips at once and flips back when the server refuses. */
    setServiceStatus: build.mutation<Service, { id: string; isActive: boolean }>({
      query: ({ id, isActive }) => ({ url: CATALOG_ENDPOINTS.serviceStatus(id), method: 'PATCH', body: { isActive } }),
      transformResponse: (data: { service: Service }) => data.service,
      extraOptions: silent,
      async onQueryStarted({ id, isActive }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          catalogApi.util.updateQueryData('getMyServices', undefined, (services) => {
            const service = services.find((s) => s.id === id);
            if (service) service.isActive = isActive;
          }),
        );
        try {
          await queryFulfilled;
        } catch {
          patch.undo();
        }
      },
    }),
    deleteService: build.mutation<{ message: string }, string>({
      query: (id) => ({ url: CATALOG_ENDPOINTS.service(id), method: 'DELETE' }),
      extraOptions: silent,
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
          dispatch(
            catalogApi.util.updateQueryData('getMyServices', undefined, (services) => services.filter((s) => s.id !== id)),
          );
        } catch {
          // The dialog shows the error.
        }
      },
    }),
  }),
});

export const {
  useGetMySpecialistProfileQuery,
  useSaveMySpecialistProfileMutation,
  useGetMyServicesQuery,
  useGetServiceCategoryOptionsQuery,
  useCreateServiceMutation,
  useUpdateServiceMutation,
  useSetServiceStatusMutation,
  useDeleteServiceMutation,
} = catalogApi;
