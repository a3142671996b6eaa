import { api } from '@pm/web/api';
import type { ProjectDetail } from '@pm/domain/shapes';
import type { ProjectFormValues } from '@pm/domain/forms';

export interface UpdateProjectArgs {
  id: number;
  /** The version the form was opened on: someone else's save in between gives a 409. */
  version: number;
  values: ProjectFormValues;
}

const updateProjectApi = api.injectEndpoints({
  endpoints: (build) => ({
    updateProject: build.mutation<ProjectDetail, UpdateProjectArgs>({
      query: ({ id, version, values }) => ({
        url: `/pm/projects/${id}`,
        method: 'PUT',
        data: { ...values, version },
      }),
      invalidatesTags: ['Project'],
    }),
  }),
});

export const { useUpdateProjectMutation } = updateProjectApi;
