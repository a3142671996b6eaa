import { api } from '@pm/shared/api';
import type { ApplicationDetail } from '@pm/shared/contracts';
import type { ApplicationFormValues } from '@pm/shared/forms';

const createApplicationApi = api.injectEndpoints({
  endpoints: (build) => ({
    createApplication: build.mutation<ApplicationDetail, ApplicationFormValues>({
      query: (values) => ({ url: '/pm/applications', method: 'POST', data: values }),
      invalidatesTags: ['Application', 'Project'],
    }),
  }),
});

export const { useCreateApplicationMutation } = createApplicationApi;
