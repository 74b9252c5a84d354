/**
 * The specialist's portfolio: photos are added through the shared upload endpoint
 * (type=portfolio) and removed one by one. Both calls are silent: the upload dialog and the
 * delete dialog show their own translated message. On success the cached profile of
 * /specialist/profile is updated in place and the public profile is refetched when next shown.
 */
import type { PortfolioImage, UploadResponse } from '@vizyt/contracts';
import type { PortfolioCategory } from '../model/portfolio';
import { api } from '@/lib/api';
import { catalogApi } from './catalog-api';

export const PORTFOLIO_ENDPOINTS = {
  upload: '/files/upload',
  photo: (id: string) => `/specialists/portfolio/${encodeURIComponent(id)}`,
} as const;

export interface UploadPortfolioPhotoArgs {
  /** Whose public page shows the photo (its cache is refreshed). */
  profileId: string;
  file: File;
  category: PortfolioCategory;
  caption?: string;
}

export interface DeletePortfolioPhotoArgs {
  profileId: string;
  id: string;
}

const silent = { silent: true } as const;

export const portfolioApi = api.injectEndpoints({
  endpoints: (build) => ({
    uploadPortfolioPhoto: build.mutation<PortfolioImage, UploadPortfolioPhotoArgs>({
      query: ({ file, category, caption }) => {
        const form = new FormData();
        form.append('type', 'portfolio');
        form.append('category', category);
        if (caption) form.append('caption', caption);
        form.append('file', file);
        return { url: PORTFOLIO_ENDPOINTS.upload, method: 'POST', body: form };
      },
      transformResponse: (data: UploadResponse) => {
        // Always sent with type=portfolio; a missing one is a server bug worth failing loudly on.
        if (!data.portfolioItem) throw new Error('The upload response has no portfolioItem');
        return data.portfolioItem;
      },
      extraOptions: silent,
      invalidatesTags: (_result, error, { profileId }) => (error ? [] : [{ type: 'Specialist', id: profileId }]),
      async onQueryStarted(_args, { dispatch, queryFulfilled }) {
        try {
          const { data: item } = await queryFulfilled;
          dispatch(
            catalogApi.util.updateQueryData('getMySpecialistProfile', undefined, (profile) => {
              profile.portfolio = [item, ...profile.portfolio.filter((p) => p.id !== item.id)];
            }),
          );
        } catch {
          // The upload form shows the error.
        }
      },
    }),
    deletePortfolioPhoto: build.mutation<unknown, DeletePortfolioPhotoArgs>({
      query: ({ id }) => ({ url: PORTFOLIO_ENDPOINTS.photo(id), method: 'DELETE' }),
      extraOptions: silent,
      invalidatesTags: (_result, error, { profileId }) => (error ? [] : [{ type: 'Specialist', id: profileId }]),
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
          dispatch(
            catalogApi.util.updateQueryData('getMySpecialistProfile', undefined, (profile) => {
              profile.portfolio = profile.portfolio.filter((p) => p.id !== id);
            }),
          );
        } catch {
          // The delete dialog shows the error.
        }
      },
    }),
  }),
});

export const { useUploadPortfolioPhotoMutation, useDeletePortfolioPhotoMutation } = portfolioApi;
