import { api } from '@pm/web/api';
import type { AppropriationPage } from '@pm/domain/shapes';

/** Paging, keyword, sort, the view and the list's filters, as `GET /pm/appropriations` takes them. */
export type GetAppropriationsParams = Record<string, string | number>;

const appropriationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** One page of a view with the totals of every row the filters match. */
    getAppropriations: build.query<AppropriationPage, GetAppropriationsParams>({
      query: (params) => ({ url: '/pm/appropriations', params }),
      providesTags: ['Appropriation'],
    }),
  }),
});

export const { useGetAppropriationsQuery } = appropriationsApi;
