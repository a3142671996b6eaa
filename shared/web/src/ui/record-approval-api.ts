import type { ApprovalInstanceDetail } from '@pm/domain/shapes';
import { api, type ApiTag } from '../api/rtk-api';

export interface WithdrawApprovalArgs {
  instanceId: number;
  /** The instance's version, as the caller read it: a stale one is a 409. */
  version: number;
  /** The record's own cache tags: its status moves back with the withdrawal. */
  recordTags: readonly ApiTag[];
}

/** The approval engine's calls a record's page makes (`ApprovalStatus`); the inbox acts on tasks on its own page. */
const recordApprovalApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * `GET /pm/approvals/instances/:id`: whether the caller may withdraw it now (`actions`), at which version.
     * Silent: someone who takes no part in it reads it as not found, and the page then simply offers nothing.
     */
    getRecordApproval: build.query<ApprovalInstanceDetail, number>({
      query: (id) => ({ url: `/pm/approvals/instances/${id}`, silent: true }),
      providesTags: (_detail, _error, id) => [{ type: 'Approval', id }],
    }),
    /** `POST /pm/approvals/instances/:id/withdraw`: the initiator takes the record back before anyone acted. */
    withdrawRecordApproval: build.mutation<ApprovalInstanceDetail, WithdrawApprovalArgs>({
      query: ({ instanceId, version }) => ({
        url: `/pm/approvals/instances/${instanceId}/withdraw`,
        method: 'POST',
        data: { version },
      }),
      // Also after a refusal (409: someone acted meanwhile): the page reads where it stands now.
      invalidatesTags: (_detail, _error, { instanceId, recordTags }) => [
        { type: 'Approval', id: instanceId },
        ...recordTags,
      ],
    }),
  }),
});

export const { useGetRecordApprovalQuery, useWithdrawRecordApprovalMutation } = recordApprovalApi;
