import { api } from '@pm/web/api';
import type { ApplicationDetail } from '@pm/domain/shapes';
import type { ApplicationAction } from '@pm/domain/workflow';

export interface ApplicationActionArgs {
  id: number;
  /** `submit` or `resubmit` (each starts its approval); the engine takes the others. */
  action: ApplicationAction;
  /** The version it was shown at: a stale one is refused with 409. */
  body: { version: number };
}

const applicationActionApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `POST /pm/applications/:id/{submit,resubmit}`. */
    applicationAction: build.mutation<ApplicationDetail, ApplicationActionArgs>({
      query: ({ id, action, body }) => ({
        url: `/pm/applications/${id}/${action}`,
        method: 'POST',
        data: body,
      }),
      // Submitting also moves the project (it starts applying).
      // RTK Query invalidates after a refusal too: a 409 (moved by someone else) re-reads the record.
      invalidatesTags: ['Application', 'Project'],
    }),
  }),
});

export const { useApplicationActionMutation } = applicationActionApi;
