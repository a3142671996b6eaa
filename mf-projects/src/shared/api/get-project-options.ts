import { api } from '@pm/shared/api';
import type { ProjectOptions } from '@pm/shared/contracts';

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
