import { api } from '@pm/web/api';
import type { ApplicationDetail } from '@pm/domain/shapes';
import type { ApplicationAction } from '@pm/domain/workflow';

export interface ApplicationActionBody {
  /** The version the decision was taken on: a stale one is refused with 409. */
  version: number;
  /** Required by reject and rework, optional with approve. */
  comment?: string;
  /** Approve only: at most the amount requested. */
  approvedAmount?: string;
}

export interface ApplicationActionArgs {
  id: number;
  action: ApplicationAction;
  body: ApplicationActionBody;
}

const applicationActionApi = api.injectEndpoints({
  endpoints: (build) => ({
    applicationAction: build.mutation<ApplicationDetail, ApplicationActionArgs>({
      query: ({ id, action, body }) => ({
        url: `/pm/applications/${id}/${action}`,
        method: 'POST',
        data: body,
      }),
      // Each action also moves the project (apply, review, approve, reject, rework).
      // RTK Query invalidates after a refusal too: a 409 (moved by someone else) re-reads the record.
      invalidatesTags: ['Application', 'Project'],
    }),
  }),
});

export const { useApplicationActionMutation } = applicationActionApi;
