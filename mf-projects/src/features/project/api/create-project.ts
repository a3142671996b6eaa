import { api } from '@pm/shared/api';
import type { ProjectDetail } from '@pm/shared/contracts';
import type { ProjectFormValues } from '@pm/shared/forms';

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
