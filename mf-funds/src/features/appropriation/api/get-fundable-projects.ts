import { api } from '@pm/web/api';
import type { FundableProject } from '@pm/domain/shapes';

const fundableProjectsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Up to 20 projects with an active agreement, searched by name or code. */
    getFundableProjects: build.query<FundableProject[], string>({
      query: (keyword) => ({
        url: '/pm/appropriations/fundable-projects',
        params: keyword ? { keyword } : undefined,
      }),
      // Their remaining amounts move with every appropriation and agreement.
      providesTags: ['Appropriation', 'Project', 'Agreement'],
    }),
  }),
});

export const { useGetFundableProjectsQuery } = fundableProjectsApi;
