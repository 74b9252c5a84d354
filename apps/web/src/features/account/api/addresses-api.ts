/**
 * Saved addresses (Settings → Addresses). The server decides which one is the default (the first
 * saved, the one made default, the newest left after deleting the default), so after every change
 * the list is fetched again instead of guessed here.
 */
import type { Address, AddressInput } from '@vizyt/contracts';
import { api } from '@/lib/api';

export const ADDRESSES_URL = '/users/addresses';

const silent = { silent: true } as const;
const REFETCH = { subscribe: false, forceRefetch: true } as const;

/** Whether the call went through (its failure is shown by the form or the dialog). */
const succeeded = (fulfilled: Promise<unknown>) =>
  fulfilled.then(
    () => true,
    () => false,
  );

export const addressesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAddresses: build.query<Address[], void>({
      query: () => ({ url: ADDRESSES_URL }),
      transformResponse: (data: { addresses: Address[] }) => data.addresses,
      extraOptions: silent,
    }),
    createAddress: build.mutation<Address, AddressInput>({
      query: (body) => ({ url: ADDRESSES_URL, method: 'POST', body }),
      transformResponse: (data: { address: Address }) => data.address,
      extraOptions: silent,
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        if (await succeeded(queryFulfilled)) void dispatch(addressesApi.endpoints.getAddresses.initiate(undefined, REFETCH));
      },
    }),
    updateAddress: build.mutation<Address, { id: string; body: AddressInput }>({
      query: ({ id, body }) => ({ url: `${ADDRESSES_URL}/${encodeURIComponent(id)}`, method: 'PUT', body }),
      transformResponse: (data: { address: Address }) => data.address,
      extraOptions: silent,
      async onQueryStarted(_args, { dispatch, queryFulfilled }) {
        if (await succeeded(queryFulfilled)) void dispatch(addressesApi.endpoints.getAddresses.initiate(undefined, REFETCH));
      },
    }),
    deleteAddress: build.mutation<{ deleted: true; defaultAddressId: string | null }, string>({
      query: (id) => ({ url: `${ADDRESSES_URL}/${encodeURIComponent(id)}`, method: 'DELETE' }),
      extraOptions: silent,
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        if (!(await succeeded(queryFulfilled))) return;
        // Gone from the list at once; the refetch then brings the new default.
        dispatch(addressesApi.util.updateQueryData('getAddresses', undefined, (list) => list.filter((address) => address.id !== id)));
        void dispatch(addressesApi.endpoints.getAddresses.initiate(undefined, REFETCH));
      },
    }),
  }),
});

export const { useGetAddressesQuery, useCreateAddressMutation, useUpdateAddressMutation, useDeleteAddressMutation } = addressesApi;
