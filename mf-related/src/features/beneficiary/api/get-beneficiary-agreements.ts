import { api } from '@pm/web/api';
import type { BeneficiaryAgreement } from '@pm/domain/shapes';

const agreementsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The agreements of its projects. Tagged by beneficiary: an edit or a merge refreshes it. */
    getBeneficiaryAgreements: build.query<BeneficiaryAgreement[], number>({
      query: (id) => `/pm/beneficiaries/${id}/agreements`,
      providesTags: ['Beneficiary'],
    }),
  }),
});

export const { useGetBeneficiaryAgreementsQuery } = agreementsApi;
