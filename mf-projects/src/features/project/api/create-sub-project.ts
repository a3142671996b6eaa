import { api } from '@pm/web/api';
import type { ProjectDetail } from '@pm/domain/shapes';
import type { SubProjectFormValues } from '@pm/domain/forms';

export interface CreateSubProjectArgs {
  parentId: number;
  values: SubProjectFormValues;
}

const createSubProjectApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** An approved sub-project holding an amount of its parent's; the parent's figures change with it. */
    createSubProject: build.mutation<ProjectDetail, CreateSubProjectArgs>({
      query: ({ parentId, values }) => ({
        url: `/pm/projects/${parentId}/sub-projects`,
        method: 'POST',
        data: values,
      }),
      invalidatesTags: ['Project', 'SubProject'],
    }),
  }),
});

export const { useCreateSubProjectMutation } = createSubProjectApi;
