import { api } from '@pm/web/api';
import type { ProjectFunding } from '@pm/domain/shapes';

const projectFundingApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** A project's active agreements, instalments and balances, its payee and budget lines (the create form). */
    getProjectFunding: build.query<ProjectFunding, number>({
      query: (projectId) => ({ url: `/pm/projects/${projectId}/funding` }),
      providesTags: (_result, _error, projectId) => [
        { type: 'Project', id: projectId },
        'Appropriation',
        'Agreement',
        'Budget',
      ],
    }),
  }),
});

export const { useGetProjectFundingQuery } = projectFundingApi;
