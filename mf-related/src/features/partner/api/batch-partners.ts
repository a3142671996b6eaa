import { api } from '@pm/web/api';
import type { BatchResult } from '@pm/domain/shapes';

export interface PartnerBatch {
  action: 'blacklist' | 'unblacklist';
  reason: string;
  items: { id: number; version: number }[];
}

const batchApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Each partner in its own transaction: the answer says which went through and why the others did not. */
    batchPartners: build.mutation<BatchResult, PartnerBatch>({
      query: (batch) => ({ url: '/pm/partners/batch', method: 'POST', data: batch }),
      invalidatesTags: ['Partner'],
    }),
  }),
});

export const { useBatchPartnersMutation } = batchApi;
