import { api } from '@pm/web/api';
import type { Page } from '@pm/domain/contracts';
import type { ProjectListItem } from '@pm/domain/shapes';

export type GetProjectsParams = Record<string, string | number>;

const projectsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProjects: build.query<Page<ProjectListItem>, GetProjectsParams>({
      query: (params) => ({ url: '/pm/projects', params }),
      // Any project write (create, edit, a status button, a sub-project) may change the rows shown.
      providesTags: ['Project'],
    }),
  }),
});

export const { useGetProjectsQuery } = projectsApi;
