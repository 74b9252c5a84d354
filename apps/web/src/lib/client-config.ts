import type { ClientConfig } from '@vizyt/contracts';
import { api } from './api';

/**
 * GET /config: the server's public runtime configuration (contracts: ClientConfig), for shared
 * code such as the maps, which take their tile server from it. Loaded with the code that needs
 * it (this module pulls in the API), kept for an hour.
 */
export const clientConfigApi = api.injectEndpoints({
  endpoints: (build) => ({
    getClientConfig: build.query<ClientConfig, void>({
      query: () => ({ url: '/config' }),
      extraOptions: { silent: true, redirectOnAuthFailure: false },
      keepUnusedDataFor: 60 * 60,
    }),
  }),
});

export const { useGetClientConfigQuery } = clientConfigApi;
