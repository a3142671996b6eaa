import { api } from '@pm/shared/api';
import type { AgreementListItem, Page } from '@pm/shared/contracts';

/** `page, pageSize, keyword` (number or parties), `status`, `projectId`. */
export type GetAgreementsParams = Record<string, string | number>;

const agreementsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAgreements: build.query<Page<AgreementListItem>, GetAgreementsParams>({
      query: (params) => ({ url: '/pm/agreements', params }),
      providesTags: ['Agreement'],
    }),
  }),
});

export const { useGetAgreementsQuery } = agreementsApi;
