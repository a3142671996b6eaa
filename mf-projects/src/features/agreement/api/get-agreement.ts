import { api } from '@pm/web/api';
import type { AgreementDetail } from '@pm/domain/shapes';

const agreementApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAgreement: build.query<AgreementDetail, number>({
      query: (id) => `/pm/agreements/${id}`,
      providesTags: (_result, _error, id) => [{ type: 'Agreement', id }],
    }),
  }),
});

export const { useGetAgreementQuery } = agreementApi;
