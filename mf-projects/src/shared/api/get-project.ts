import { api } from '@pm/web/api';
import type { ProjectDetail } from '@pm/domain/shapes';

const projectApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProject: build.query<ProjectDetail, number>({
      // A missing project is a state of the page (its own 404 panel), not a toast.
      query: (id) => ({ url: `/pm/projects/${id}`, silent: true }),
      providesTags: (_result, _error, id) => [{ type: 'Project', id }],
    }),
  }),
});

export const { useGetProjectQuery } = projectApi;
