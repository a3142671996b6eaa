import { api } from '@pm/web/api';
import type { BatchResult, BatchStatusRequest } from '@pm/domain/shapes';
import { BENEFICIARY_WRITE_TAGS } from './tags';

const batchStatusApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Each row in its own transaction on the server: the answer lists what went through and what did not. */
    batchBeneficiaryStatus: build.mutation<BatchResult, BatchStatusRequest>({
      query: (body) => ({ url: '/pm/beneficiaries/batch/status', method: 'POST', data: body }),
      invalidatesTags: BENEFICIARY_WRITE_TAGS,
    }),
  }),
});

export const { useBatchBeneficiaryStatusMutation } = batchStatusApi;
