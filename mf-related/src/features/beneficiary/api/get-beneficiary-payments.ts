import { api } from '@pm/web/api';
import type { BeneficiaryPayments } from '@pm/domain/shapes';

const paymentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The appropriations of its projects, newest first, with the paid and pending sums. Tagged by beneficiary: an edit or a merge refreshes it. */
    getBeneficiaryPayments: build.query<BeneficiaryPayments, number>({
      query: (id) => `/pm/beneficiaries/${id}/payments`,
      providesTags: ['Beneficiary'],
    }),
  }),
});

export const { useGetBeneficiaryPaymentsQuery } = paymentsApi;
