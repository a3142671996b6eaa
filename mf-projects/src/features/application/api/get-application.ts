import { api } from '@pm/shared/api';
import type { ApplicationDetail } from '@pm/shared/contracts';

const applicationApi = api.injectEndpoints({
  endpoints: (build) => ({
    getApplication: build.query<ApplicationDetail, number>({
      query: (id) => `/pm/applications/${id}`,
      providesTags: (_result, _error, id) => [{ type: 'Application', id }],
    }),
  }),
});

export const { useGetApplicationQuery } = applicationApi;
