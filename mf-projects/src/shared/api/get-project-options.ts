import { api } from '@pm/web/api';
import type { ProjectOptions } from '@pm/domain/shapes';

const projectOptionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProjectOptions: build.query<ProjectOptions, void>({
      query: () => '/pm/project-options',
      // Departments, staff and partners change rarely; several forms of a visit share one copy.
      keepUnusedDataFor: 300,
    }),
  }),
});

export const { useGetProjectOptionsQuery } = projectOptionsApi;
