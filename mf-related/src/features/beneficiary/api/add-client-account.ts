import { api } from '@pm/web/api';
import type { ClientAccount } from '@pm/domain/shapes';
import { clientAccountsTag } from './get-client-accounts';

const addClientAccountApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Links a phone (silent: the page shows a refusal under the field). */
    addClientAccount: build.mutation<ClientAccount, { id: number; mobile: string }>({
      query: ({ id, mobile }) => ({
        url: `/pm/beneficiaries/${id}/client-accounts`,
        method: 'POST',
        data: { mobile },
        silent: true,
      }),
      invalidatesTags: (_account, _error, { id }) => [clientAccountsTag(id), { type: 'Beneficiary', id }],
    }),
  }),
});

export const { useAddClientAccountMutation } = addClientAccountApi;
