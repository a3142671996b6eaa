import { api } from '@pm/web/api';
import type { ApplicationDetail } from '@pm/domain/shapes';
import type { ApplicationFormValues } from '@pm/domain/forms';

const createApplicationApi = api.injectEndpoints({
  endpoints: (build) => ({
    createApplication: build.mutation<ApplicationDetail, ApplicationFormValues>({
      query: (values) => ({ url: '/pm/applications', method: 'POST', data: values }),
      invalidatesTags: ['Application', 'Project'],
    }),
  }),
});

export const { useCreateApplicationMutation } = createApplicationApi;
