import type { ApprovalCounts } from '@pm/domain/shapes';
import { api } from './rtk-api';

/** The cache entry of the counts: every approval action invalidates it, so the badges follow at once. */
export const APPROVAL_COUNTS_TAG = { type: 'Approval', id: 'counts' } as const;

/**
 * The badge asks again now and then (new tasks arrive without the user doing anything, as messages do) and when the
 * window gets the focus back (the shell's `setupListeners`).
 */
export const APPROVAL_COUNTS_POLL_MS = 60_000;

/**
 * `GET /pm/approvals/counts`: the caller's pending approval tasks. Here rather than in the remote that owns the
 * inbox: the shell's menu badge reads it, and the inbox's actions invalidate it in the one store. Silent: a badge
 * does not toast a failure every minute.
 */
export const approvalCountsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getApprovalCounts: build.query<ApprovalCounts, void>({
      query: () => ({ url: '/pm/approvals/counts', silent: true }),
      providesTags: [APPROVAL_COUNTS_TAG],
    }),
  }),
});

export const { useGetApprovalCountsQuery } = approvalCountsApi;
