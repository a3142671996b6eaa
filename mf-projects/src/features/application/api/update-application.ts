import { api } from '@pm/web/api';
import type { ApplicationDetail } from '@pm/domain/shapes';
import type { ApplicationFormValues } from '@pm/domain/forms';

export interface UpdateApplicationArgs {
  id: number;
  values: ApplicationFormValues & { version: number };
}

const updateApplicationApi = api.injectEndpoints({
  endpoints: (build) => ({
    updateApplication: build.mutation<ApplicationDetail, UpdateApplicationArgs>({
      query: ({ id, values }) => ({ url: `/pm/applications/${id}`, method: 'PUT', data: values }),
      invalidatesTags: ['Application'],
    }),
  }),
});

export const { useUpdateApplicationMutation } = updateApplicationApi;
