import { api } from '@pm/shared/api';
import type { AppropriationListItem, Page } from '@pm/shared/contracts';

const appropriationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAppropriations: build.query<Page<AppropriationListItem>, Record<string, string | number>>({
      query: (params) => ({ url: '/pm/appropriations', params }),
    }),
  }),
});

export const { useGetAppropriationsQuery } = appropriationsApi;
