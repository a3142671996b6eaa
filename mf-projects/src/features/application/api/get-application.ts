import { api } from '@pm/web/api';
import type { ApplicationDetail } from '@pm/domain/shapes';

const applicationApi = api.injectEndpoints({
  endpoints: (build) => ({
    getApplication: build.query<ApplicationDetail, number>({
      query: (id) => `/pm/applications/${id}`,
      providesTags: (_result, _error, id) => [{ type: 'Application', id }],
    }),
  }),
});

export const { useGetApplicationQuery } = applicationApi;
