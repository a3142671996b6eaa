import { api } from '@pm/web/api';
import type { BeneficiaryProject } from '@pm/domain/shapes';

const projectsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The projects and sub-projects it benefits from. Tagged by beneficiary: an edit or a merge refreshes it. */
    getBeneficiaryProjects: build.query<BeneficiaryProject[], number>({
      query: (id) => `/pm/beneficiaries/${id}/projects`,
      providesTags: ['Beneficiary'],
    }),
  }),
});

export const { useGetBeneficiaryProjectsQuery } = projectsApi;
