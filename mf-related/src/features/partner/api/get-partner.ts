import { api } from '@pm/web/api';
import type { PartnerDetail } from '@pm/domain/shapes';

const partnerApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPartner: build.query<PartnerDetail, number>({
      query: (id) => ({ url: `/pm/partners/${id}` }),
      providesTags: ['Partner'],
    }),
  }),
});

export const { useGetPartnerQuery } = partnerApi;
