import { api } from '@pm/web/api';
import type { BeneficiaryDetail } from '@pm/domain/shapes';

const beneficiaryApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** One beneficiary, ID number and mobiles masked; a merged one too (with `mergedInto`). */
    getBeneficiary: build.query<BeneficiaryDetail, number>({
      query: (id) => `/pm/beneficiaries/${id}`,
      providesTags: (_detail, _error, id) => [{ type: 'Beneficiary', id }],
    }),
  }),
});

export const { useGetBeneficiaryQuery } = beneficiaryApi;
