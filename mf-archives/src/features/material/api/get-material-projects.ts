import { api } from '@pm/web/api';
import type { MaterialProjectOption } from '@pm/domain/shapes';

const projectsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /pm/materials/project-options`: projects of the caller's scope an entry may be filed under. */
    getMaterialProjects: build.query<MaterialProjectOption[], string>({
      query: (keyword) => ({ url: '/pm/materials/project-options', params: keyword ? { keyword } : {} }),
    }),
  }),
});

export const { useGetMaterialProjectsQuery } = projectsApi;
