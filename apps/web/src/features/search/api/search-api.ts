import type { z } from 'zod';
import type {
  CategoriesResponse,
  FavoriteStateSchema,
  Language,
  PricingRange,
  Service,
  ServiceSearchResultSchema,
  SpecialistProfile,
  SuggestionsSchema,
} from '@vizyt/contracts';
import { api } from '@/lib/api';
import type { ServiceSearchArgs } from '../model/search-filters';

export type ServiceSearchResult = z.infer<typeof ServiceSearchResultSchema>;
export type SearchResultService = ServiceSearchResult['services'][number];
export type Suggestion = z.infer<typeof SuggestionsSchema>['suggestions'][number];
type FavoriteState = z.infer<typeof FavoriteStateSchema>;

export interface SpecialistLocation {
  id: string;
  latitude: number;
  longitude: number;
}

/** At most this many profile requests run at once when the map looks up specialists. */
const LOCATION_CONCURRENCY = 6;

/** Every parameter but the page: one cache entry accumulates the pages of one search. */
const withoutPage = ({ page: _page, ...rest }: ServiceSearchArgs) => rest;

/**
 * Search endpoints. Names carry a `search` prefix so they cannot collide with another
 * feature's endpoints injected into the same API slice.
 */
export const searchApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /services — pages of one search are appended to the same cache entry ("load more"). */
    searchServices: build.query<ServiceSearchResult, ServiceSearchArgs>({
      query: (args) => ({ url: '/services', method: 'GET', params: { ...args } }),
      serializeQueryArgs: ({ endpointName, queryArgs }) => `${endpointName}(${JSON.stringify(withoutPage(queryArgs))})`,
      merge: (cached, incoming, { arg }) => {
        if (arg.page <= 1) return incoming;
        const seen = new Set(cached.services.map((service) => service.id));
        return {
          ...incoming,
          services: [...cached.services, ...incoming.services.filter((service) => !seen.has(service.id))],
        };
      },
      forceRefetch: ({ currentArg, previousArg }) => currentArg?.page !== previousArg?.page,
      providesTags: ['Service'],
      extraOptions: { silent: true },
    }),

    getSearchCategories: build.query<CategoriesResponse, { lang: Language }>({
      query: ({ lang }) => ({ url: '/services/categories', method: 'GET', params: { lang } }),
      providesTags: ['Category'],
      keepUnusedDataFor: 600,
      extraOptions: { silent: true },
    }),

    /** GET /services/pricing-range — the price bands' edges follow the catalog, so they change rarely. */
    getSearchPriceRange: build.query<PricingRange, void>({
      query: () => ({ url: '/services/pricing-range', method: 'GET' }),
      providesTags: ['Service'],
      keepUnusedDataFor: 600,
      extraOptions: { silent: true },
    }),

    getSearchSuggestions: build.query<Suggestion[], { q: string; limit?: number }>({
      query: ({ q, limit = 8 }) => ({ url: '/services/suggestions', method: 'GET', params: { q, limit } }),
      transformResponse: (data: { suggestions: Suggestion[] }) => data.suggestions,
      extraOptions: { silent: true },
    }),

    /**
     * Coordinates of the distinct specialists of the loaded results (the Service DTO has none):
     * one GET /specialists/:id/public each, a few at a time. Specialists without a point are left out.
     */
    getSpecialistLocations: build.query<SpecialistLocation[], string[]>({
      async queryFn(ids, _api, _extra, baseQuery) {
        const locations: SpecialistLocation[] = [];
        for (let start = 0; start < ids.length; start += LOCATION_CONCURRENCY) {
          const batch = ids.slice(start, start + LOCATION_CONCURRENCY);
          const answers = await Promise.all(
            batch.map((id) => baseQuery({ url: `/specialists/${encodeURIComponent(id)}/public`, method: 'GET' })),
          );
          for (const answer of answers) {
            const profile = (answer.data as { profile?: SpecialistProfile } | undefined)?.profile;
            if (profile && profile.latitude !== null && profile.longitude !== null) {
              locations.push({ id: profile.id, latitude: profile.latitude, longitude: profile.longitude });
            }
          }
        }
        return { data: locations };
      },
      extraOptions: { silent: true },
      keepUnusedDataFor: 300,
    }),

    getSearchFavorites: build.query<string[], void>({
      query: () => ({ url: '/services/favorites', method: 'GET' }),
      transformResponse: (data: { services: Service[] }) => data.services.map((service) => service.id),
      providesTags: ['Favorite'],
      extraOptions: { silent: true },
    }),

    setSearchFavorite: build.mutation<FavoriteState, { serviceId: string; favorited: boolean }>({
      query: ({ serviceId, favorited }) => ({
        url: `/services/${encodeURIComponent(serviceId)}/favorite`,
        method: favorited ? 'POST' : 'DELETE',
      }),
      // Optimistic: the heart turns at once and turns back if the call fails.
      async onQueryStarted({ serviceId, favorited }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          searchApi.util.updateQueryData('getSearchFavorites', undefined, (ids) => {
            const without = ids.filter((id) => id !== serviceId);
            return favorited ? [...without, serviceId] : without;
          }),
        );
        try {
          await queryFulfilled;
        } catch {
          patch.undo();
        }
      },
      invalidatesTags: ['Favorite'],
    }),
  }),
});

export const {
  useSearchServicesQuery,
  useGetSearchCategoriesQuery,
  useGetSearchPriceRangeQuery,
  useGetSearchSuggestionsQuery,
  useGetSpecialistLocationsQuery,
  useGetSearchFavoritesQuery,
  useSetSearchFavoriteMutation,
} = searchApi;
