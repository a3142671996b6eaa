import { api } from '@pm/web/api';
import type { BeneficiaryReport } from '@pm/domain/shapes';

const reportsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The stage reports of its projects. Tagged by beneficiary: an edit or a merge refreshes it. */
    getBeneficiaryReports: build.query<BeneficiaryReport[], number>({
      query: (id) => `/pm/beneficiaries/${id}/reports`,
      providesTags: ['Beneficiary'],
    }),
  }),
});

export const { useGetBeneficiaryReportsQuery } = reportsApi;
