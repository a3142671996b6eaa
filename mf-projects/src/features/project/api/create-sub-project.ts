import { api } from '@pm/shared/api';
import type { ProjectDetail } from '@pm/shared/contracts';
import type { SubProjectFormValues } from '@pm/shared/forms';

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
