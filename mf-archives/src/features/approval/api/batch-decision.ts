import { api } from '@pm/web/api';
import type { ApprovalBatchBody, ApprovalBusinessType, BatchResult } from '@pm/domain/shapes';
import { decisionTags } from './tags';

export interface BatchDecisionArgs {
  body: ApprovalBatchBody;
  /** The instances and business types of the tasks sent, read again afterwards. */
  instanceIds: number[];
  businessTypes: ApprovalBusinessType[];
}

const batchDecisionApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `POST /pm/approvals/batch`: each task judged on its own; the answer lists what went through and what not. */
    batchApprovalDecision: build.mutation<BatchResult, BatchDecisionArgs>({
      query: ({ body }) => ({ url: '/pm/approvals/batch', method: 'POST', data: body }),
      invalidatesTags: (_result, _error, { instanceIds, businessTypes }) =>
        decisionTags(instanceIds, businessTypes),
    }),
  }),
});

export const { useBatchApprovalDecisionMutation } = batchDecisionApi;
