/**
 * Server data of the specialist's analytics (issue #14): the overview of a period (GET
 * /specialists/analytics), the most booked services and who the customers are. Silent: each
 * block of the page says itself what went wrong and offers a retry. Tagged 'Analytics', so
 * a booking action elsewhere can ask for fresh figures.
 */
import type { z } from 'zod';
import type { AnalyticsPeriod, CustomerInsightsSchema, SpecialistAnalytics, TopServicesSchema } from '@vizyt/contracts';
import { api } from '@/lib/api';

export type TopServices = z.infer<typeof TopServicesSchema>;
export type CustomerInsights = z.infer<typeof CustomerInsightsSchema>;

export const ANALYTICS_ENDPOINTS = {
  overview: '/specialists/analytics',
  topServices: '/specialists/top-services',
  customerInsights: '/specialists/customer-insights',
} as const;

const silent = { silent: true } as const;
const TAG = { type: 'Analytics', id: 'SPECIALIST' } as const;

export const analyticsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSpecialistAnalytics: build.query<SpecialistAnalytics, AnalyticsPeriod>({
      query: (period) => ({ url: ANALYTICS_ENDPOINTS.overview, params: { period } }),
      extraOptions: silent,
      providesTags: [TAG],
    }),
    getTopServices: build.query<TopServices, AnalyticsPeriod>({
      query: (period) => ({ url: ANALYTICS_ENDPOINTS.topServices, params: { period } }),
      extraOptions: silent,
      providesTags: [TAG],
    }),
    getCustomerInsights: build.query<CustomerInsights, AnalyticsPeriod>({
      query: (period) => ({ url: ANALYTICS_ENDPOINTS.customerInsights, params: { period } }),
      extraOptions: silent,
      providesTags: [TAG],
    }),
  }),
});

/** What a booking action (confirm, cancel…) makes stale. */
export const analyticsTags = [TAG];

export const { useGetSpecialistAnalyticsQuery, useGetTopServicesQuery, useGetCustomerInsightsQuery } = analyticsApi;
