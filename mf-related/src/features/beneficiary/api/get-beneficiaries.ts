import { api } from '@pm/web/api';
import type { Page } from '@pm/domain/contracts';
import type { BeneficiaryListItem } from '@pm/domain/shapes';

const beneficiariesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getBeneficiaries: build.query<Page<BeneficiaryListItem>, Record<string, string | number>>({
      query: (params) => ({ url: '/pm/beneficiaries', params }),
      providesTags: ['Beneficiary'],
    }),
  }),
});

export const { useGetBeneficiariesQuery } = beneficiariesApi;
