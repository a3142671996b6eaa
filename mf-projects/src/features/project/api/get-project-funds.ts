import { api } from '@pm/web/api';
import type { ProjectFundsSummary } from '@pm/domain/shapes';

const fundsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProjectFunds: build.query<ProjectFundsSummary, number>({
      query: (id) => `/pm/projects/${id}/funds`,
      providesTags: (_result, _error, id) => [{ type: 'Project', id }, 'Appropriation'],
    }),
  }),
});

export const { useGetProjectFundsQuery } = fundsApi;
