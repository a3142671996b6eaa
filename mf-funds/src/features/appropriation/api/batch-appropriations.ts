import { api } from '@pm/web/api';
import type { BatchItem } from '@pm/domain/contracts';
import type { BatchResult } from '@pm/domain/shapes';
import type { PaymentFormValues } from '@pm/domain/forms';
import { APPROPRIATION_WRITE_TAGS } from './tags';

export interface BatchVerifyBody {
  items: BatchItem[];
  comment?: string;
}

export type BatchPayBody = { items: BatchItem[] } & PaymentFormValues;

const batchApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Each item in its own transaction on the server: the answer lists what went through and what did not. */
    batchVerify: build.mutation<BatchResult, BatchVerifyBody>({
      query: (body) => ({ url: '/pm/appropriations/batch/verify', method: 'POST', data: body }),
      invalidatesTags: [...APPROPRIATION_WRITE_TAGS],
    }),
    /** Pays every item under one voucher (and receipt). */
    batchPay: build.mutation<BatchResult, BatchPayBody>({
      query: (body) => ({ url: '/pm/appropriations/batch/pay', method: 'POST', data: body }),
      invalidatesTags: [...APPROPRIATION_WRITE_TAGS],
    }),
  }),
});

export const { useBatchVerifyMutation, useBatchPayMutation } = batchApi;
