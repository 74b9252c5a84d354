/**
 * Server data of the privacy, e-mail and business settings (issue #14). Silent like the rest of
 * this feature: each screen shows its own message.
 */
import type {
  BusinessInfo,
  BusinessInfoInput,
  BusinessSettings,
  BusinessSettingsInput,
  ChangeEmailRequest,
  ChangeEmailResponse,
  PricingUpdateInput,
  PrivacySettings,
  PrivacySettingsInput,
  Service,
} from '@vizyt/contracts';
import { api } from '@/lib/api';

export const SETTINGS_ENDPOINTS = {
  privacy: '/users/privacy',
  changeEmail: '/auth/change-email',
  businessSettings: '/specialists/business-settings',
  businessInfo: '/specialists/business-info',
  pricing: '/specialists/pricing',
  myServices: '/specialists/services',
} as const;

const silent = { silent: true } as const;

export const settingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPrivacy: build.query<PrivacySettings, void>({
      query: () => ({ url: SETTINGS_ENDPOINTS.privacy }),
      transformResponse: (data: { privacy: PrivacySettings }) => data.privacy,
      extraOptions: silent,
    }),
    /** The switch moves at once and moves back if the server refuses. */
    updatePrivacy: build.mutation<PrivacySettings, PrivacySettingsInput>({
      query: (body) => ({ url: SETTINGS_ENDPOINTS.privacy, method: 'PUT', body }),
      transformResponse: (data: { privacy: PrivacySettings }) => data.privacy,
      extraOptions: silent,
      async onQueryStarted(patch, { dispatch, queryFulfilled }) {
        const optimistic = dispatch(settingsApi.util.updateQueryData('getPrivacy', undefined, (draft) => Object.assign(draft, patch)));
        try {
          const { data } = await queryFulfilled;
          dispatch(settingsApi.util.upsertQueryData('getPrivacy', undefined, data));
        } catch {
          optimistic.undo();
        }
      },
    }),
    changeEmail: build.mutation<ChangeEmailResponse, ChangeEmailRequest>({
      query: (body) => ({ url: SETTINGS_ENDPOINTS.changeEmail, method: 'POST', body }),
      extraOptions: silent,
      // /auth/me now names the pending address.
      invalidatesTags: ['Me'],
    }),
    getBusinessSettings: build.query<BusinessSettings, void>({
      query: () => ({ url: SETTINGS_ENDPOINTS.businessSettings }),
      transformResponse: (data: { settings: BusinessSettings }) => data.settings,
      extraOptions: silent,
    }),
    updateBusinessSettings: build.mutation<BusinessSettings, BusinessSettingsInput>({
      query: (body) => ({ url: SETTINGS_ENDPOINTS.businessSettings, method: 'PUT', body }),
      transformResponse: (data: { settings: BusinessSettings }) => data.settings,
      extraOptions: silent,
      async onQueryStarted(patch, { dispatch, queryFulfilled }) {
        const optimistic = dispatch(settingsApi.util.updateQueryData('getBusinessSettings', undefined, (draft) => Object.assign(draft, patch)));
        try {
          const { data } = await queryFulfilled;
          dispatch(settingsApi.util.upsertQueryData('getBusinessSettings', undefined, data));
        } catch {
          optimistic.undo();
        }
      },
    }),
    getBusinessInfo: build.query<BusinessInfo, void>({
      query: () => ({ url: SETTINGS_ENDPOINTS.businessInfo }),
      transformResponse: (data: { businessInfo: BusinessInfo }) => data.businessInfo,
      extraOptions: silent,
    }),
    updateBusinessInfo: build.mutation<BusinessInfo, BusinessInfoInput>({
      query: (body) => ({ url: SETTINGS_ENDPOINTS.businessInfo, method: 'PUT', body }),
      transformResponse: (data: { businessInfo: BusinessInfo }) => data.businessInfo,
      extraOptions: silent,
      // The public profile and the services show the address and work modes.
      invalidatesTags: ['Specialist', 'Service'],
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(settingsApi.util.upsertQueryData('getBusinessInfo', undefined, data));
        } catch {
          // The form shows the error.
        }
      },
    }),
    getMyServices: build.query<Service[], void>({
      query: () => ({ url: SETTINGS_ENDPOINTS.myServices }),
      transformResponse: (data: { services: Service[] }) => data.services,
      extraOptions: silent,
      providesTags: ['SpecialistService'],
    }),
    updatePricing: build.mutation<Service[], PricingUpdateInput>({
      query: (body) => ({ url: SETTINGS_ENDPOINTS.pricing, method: 'PUT', body }),
      transformResponse: (data: { services: Service[] }) => data.services,
      extraOptions: silent,
      invalidatesTags: ['SpecialistService', 'Service'],
    }),
  }),
});

export const {
  useGetPrivacyQuery,
  useUpdatePrivacyMutation,
  useChangeEmailMutation,
  useGetBusinessSettingsQuery,
  useUpdateBusinessSettingsMutation,
  useGetBusinessInfoQuery,
  useUpdateBusinessInfoMutation,
  useGetMyServicesQuery,
  useUpdatePricingMutation,
} = settingsApi;
