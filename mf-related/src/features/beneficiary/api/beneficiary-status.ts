import { api } from '@pm/web/api';
import type { BeneficiaryDetail, StatusActionRequest } from '@pm/domain/shapes';
import { BENEFICIARY_WRITE_TAGS } from './tags';

const statusApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Activates or deactivates one beneficiary, as read (its version). */
    beneficiaryStatus: build.mutation<BeneficiaryDetail, StatusActionRequest & { id: number }>({
      query: ({ id, ...body }) => ({ url: `/pm/beneficiaries/${id}/status`, method: 'POST', data: body }),
      invalidatesTags: BENEFICIARY_WRITE_TAGS,
    }),
  }),
});

export const { useBeneficiaryStatusMutation } = statusApi;
