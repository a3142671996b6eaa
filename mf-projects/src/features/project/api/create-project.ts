import { api } from '@pm/web/api';
import type { ProjectDetail } from '@pm/domain/shapes';
import type { ProjectFormValues } from '@pm/domain/forms';

const createProjectApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** A new project in draft; the server gives it its code. */
    createProject: build.mutation<ProjectDetail, ProjectFormValues>({
      query: (values) => ({ url: '/pm/projects', method: 'POST', data: values }),
      invalidatesTags: ['Project'],
    }),
  }),
});

export const { useCreateProjectMutation } = createProjectApi;
