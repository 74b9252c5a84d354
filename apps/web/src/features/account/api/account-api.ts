/**
 * Server data of the profile and settings screens. Every call is `silent`: these screens show
 * their own message (a field error, an inline state or one toast) translated by error code,
 * so the global toast would only say the same thing twice.
 */
import type { Preferences, UpdatePreferencesRequest, UploadResponse, User } from '@vizyt/contracts';
import { api } from '@/lib/api';

export const ACCOUNT_ENDPOINTS = {
  me: '/auth/me',
  stats: '/auth/me/stats',
  profile: '/users/profile',
  upload: '/files/upload',
  preferences: '/users/preferences',
  changePassword: '/auth/change-password',
  deleteAccount: '/users',
} as const;

export interface AccountStats {
  totalBookings: number;
  upcomingBookings: number;
  completedBookings: number;
  cancelledBookings: number;
  /** Hryvnia (major units). */
  totalSpent: number;
  currency: 'UAH';
  loyaltyPoints: number;
  memberSince: string;
}

export interface UpdateProfileBody {
  firstName?: string;
  lastName?: string;
  phone?: string | null;
  avatar?: string | null;
}

export interface ChangePasswordResult {
  message: string;
  /** Sent by API versions that rotate this session's tokens too; this session stays valid either way. */
  tokens?: { accessToken: string; refreshToken: string };
}

export type DeleteAccountBody = { password: string } | { confirm: 'DELETE' };

const silent = { silent: true } as const;

export const accountApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAccount: build.query<User, void>({
      query: () => ({ url: ACCOUNT_ENDPOINTS.me }),
      transformResponse: (data: { user: User }) => data.user,
      extraOptions: silent,
      providesTags: ['Me'],
    }),
    getAccountStats: build.query<AccountStats, void>({
      query: () => ({ url: ACCOUNT_ENDPOINTS.stats }),
      extraOptions: silent,
      providesTags: ['Me'],
    }),
    updateProfile: build.mutation<User, UpdateProfileBody>({
      query: (body) => ({ url: ACCOUNT_ENDPOINTS.profile, method: 'PUT', body }),
      transformResponse: (data: { user: User }) => data.user,
      extraOptions: silent,
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        try {
          const { data: user } = await queryFulfilled;
          dispatch(accountApi.util.upsertQueryData('getAccount', undefined, user));
        } catch {
          // The form shows the error.
        }
      },
    }),
    /** Multipart upload; the server also makes the image the user's avatar at once. */
    uploadAvatar: build.mutation<UploadResponse, File>({
      query: (file) => {
        const form = new FormData();
        form.append('type', 'avatar');
        form.append('file', file);
        return { url: ACCOUNT_ENDPOINTS.upload, method: 'POST', body: form };
      },
      extraOptions: silent,
      async onQueryStarted(_file, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(
            accountApi.util.updateQueryData('getAccount', undefined, (user) => {
              user.avatar = data.url;
            }),
          );
        } catch {
          // The uploader shows the error.
        }
      },
    }),
    getPreferences: build.query<Preferences, void>({
      query: () => ({ url: ACCOUNT_ENDPOINTS.preferences }),
      extraOptions: silent,
      providesTags: ['Preferences'],
    }),
    updatePreferences: build.mutation<Preferences, UpdatePreferencesRequest>({
      query: (body) => ({ url: ACCOUNT_ENDPOINTS.preferences, method: 'PUT', body }),
      extraOptions: silent,
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(accountApi.util.upsertQueryData('getPreferences', undefined, data));
        } catch {
          // The caller reverts what it applied and shows the error.
        }
      },
    }),
    changePassword: build.mutation<ChangePasswordResult, { currentPassword: string; newPassword: string }>({
      query: (body) => ({ url: ACCOUNT_ENDPOINTS.changePassword, method: 'POST', body }),
      extraOptions: silent,
    }),
    deleteAccount: build.mutation<{ message: string }, DeleteAccountBody>({
      query: (body) => ({ url: ACCOUNT_ENDPOINTS.deleteAccount, method: 'DELETE', body }),
      extraOptions: silent,
    }),
  }),
});

export const {
  useGetAccountQuery,
  useGetAccountStatsQuery,
  useUpdateProfileMutation,
  useUploadAvatarMutation,
  useGetPreferencesQuery,
  useUpdatePreferencesMutation,
  useChangePasswordMutation,
  useDeleteAccountMutation,
} = accountApi;
