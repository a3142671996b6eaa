import { api } from '@pm/web/api';
import type { ClientAccount } from '@pm/domain/shapes';

/** The tag of one beneficiary's client accounts. */
export const clientAccountsTag = (id: number) => ({ type: 'ClientUser' as const, id: `beneficiary-${id}` });

const clientAccountsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The phones that sign in to the client portal as this beneficiary, and who else each signs in as. */
    getClientAccounts: build.query<ClientAccount[], number>({
      query: (id) => `/pm/beneficiaries/${id}/client-accounts`,
      providesTags: (_accounts, _error, id) => ['Beneficiary', clientAccountsTag(id)],
    }),
  }),
});

export const { useGetClientAccountsQuery } = clientAccountsApi;
