import type { CategoriesResponse, Language } from '@vizyt/contracts';
import { api } from '@/lib/api';

export interface GetCategoriesArgs {
  lang: Language;
}

/**
 * GET /services/categories?lang=… — the base query unwraps the envelope, so the result is
 * `{ categories }`. Named `getLandingCategories` so it cannot collide with another feature's
 * categories endpoint injected into the same API slice.
 *
 * Silent: the landing page falls back to its own static category names, so a failure here
 * costs the visitor nothing and is not worth an error toast.
 */
export const landingCategoriesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getLandingCategories: build.query<CategoriesResponse, GetCategoriesArgs>({
      query: ({ lang }) => ({ url: '/services/categories', method: 'GET', params: { lang } }),
      extraOptions: { silent: true },
      providesTags: ['Category'],
      keepUnusedDataFor: 600,
    }),
  }),
});

export const { useGetLandingCategoriesQuery } = landingCategoriesApi;
