import { api } from '@pm/web/api';
import type { AppropriationDetail } from '@pm/domain/shapes';

const appropriationApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAppropriation: build.query<AppropriationDetail, number>({
      // A missing one is shown in the drawer (with a retry), not toasted on top of it.
      query: (id) => ({ url: `/pm/appropriations/${id}`, silent: true }),
      providesTags: (_result, _error, id) => [{ type: 'Appropriation', id }, 'Appropriation'],
    }),
  }),
});

export const { useGetAppropriationQuery } = appropriationApi;
