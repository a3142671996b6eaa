import { api } from '@pm/web/api';
import type { MergeRequest, MergeResult } from '@pm/domain/shapes';
import { BENEFICIARY_WRITE_TAGS } from './tags';

const mergeApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Merges `otherId` into `id` (the survivor) with the values picked per group; one transaction on the server. */
    mergeBeneficiaries: build.mutation<MergeResult, MergeRequest & { id: number }>({
      query: ({ id, ...body }) => ({ url: `/pm/beneficiaries/${id}/merge`, method: 'POST', data: body }),
      invalidatesTags: BENEFICIARY_WRITE_TAGS,
    }),
  }),
});

export const { useMergeBeneficiariesMutation } = mergeApi;
