import { api } from '@pm/web/api';
import type { AgreementDetail } from '@pm/domain/shapes';
import type { AgreementAction } from '@pm/domain/workflow';

export interface AgreementActionArgs {
  id: number;
  /** `submit` (its approval starts), `complete` or `terminate`; the engine takes the others. */
  action: AgreementAction;
  /** Every action names the version it was decided on; terminate needs a comment. */
  body: { version: number; comment?: string };
}

const agreementActionApi = api.injectEndpoints({
  endpoints: (build) => ({
    agreementAction: build.mutation<AgreementDetail, AgreementActionArgs>({
      query: ({ id, action, body }) => ({
        url: `/pm/agreements/${id}/${action}`,
        method: 'POST',
        data: body,
      }),
      // Its project and the reports filed against its schedule show its status.
      // RTK Query invalidates after a refusal too: a 409 (moved by someone else) re-reads the record.
      invalidatesTags: ['Agreement', 'Project', 'Report'],
    }),
  }),
});

export const { useAgreementActionMutation } = agreementActionApi;
