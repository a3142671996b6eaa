import { api } from '@pm/web/api';
import type { BeneficiaryForm } from '@pm/domain/shapes';

const beneficiaryFormApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** What an edit opens with: the saved values in full, the ID number blank (a blank one keeps the stored one). */
    getBeneficiaryForm: build.query<BeneficiaryForm, number>({
      query: (id) => `/pm/beneficiaries/${id}/form`,
      providesTags: (_form, _error, id) => [{ type: 'Beneficiary', id }],
      // Always the values as saved now: an edit must not start from what another edit replaced.
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetBeneficiaryFormQuery } = beneficiaryFormApi;
