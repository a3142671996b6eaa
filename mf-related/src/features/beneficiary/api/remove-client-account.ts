import { api } from '@pm/web/api';
import { clientAccountsTag } from './get-client-accounts';

const removeClientAccountApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Unlinks a phone: it no longer signs in as this beneficiary. */
    removeClientAccount: build.mutation<null, { id: number; accountId: number }>({
      query: ({ id, accountId }) => ({
        url: `/pm/beneficiaries/${id}/client-accounts/${accountId}`,
        method: 'DELETE',
      }),
      invalidatesTags: (_result, _error, { id }) => [clientAccountsTag(id), { type: 'Beneficiary', id }],
    }),
  }),
});

export const { useRemoveClientAccountMutation } = removeClientAccountApi;
