import { api } from '@pm/shared/api';
import type { ProjectFundsSummary } from '@pm/shared/contracts';

const fundsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProjectFunds: build.query<ProjectFundsSummary, number>({
      query: (id) => `/pm/projects/${id}/funds`,
      providesTags: (_result, _error, id) => [{ type: 'Project', id }, 'Appropriation'],
    }),
  }),
});

export const { useGetProjectFundsQuery } = fundsApi;
