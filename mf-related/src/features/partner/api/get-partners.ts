import { api } from '@pm/web/api';
import type { Page } from '@pm/domain/contracts';
import type { PartnerListItem } from '@pm/domain/shapes';

const partnersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPartners: build.query<Page<PartnerListItem>, Record<string, string | number>>({
      query: (params) => ({ url: '/pm/partners', params }),
      providesTags: ['Partner'],
    }),
  }),
});

export const { useGetPartnersQuery } = partnersApi;
