import { api } from '@pm/web/api';
import type {
  ApprovalAction,
  ApprovalActionBody,
  ApprovalBusinessType,
  ApprovalInstanceDetail,
} from '@pm/domain/shapes';
import { decisionTags } from './tags';

export interface InstanceActionArgs {
  id: number;
  action: ApprovalAction;
  /** The instance's business type: its record is read again once the action is taken. */
  businessType: ApprovalBusinessType;
  body: ApprovalActionBody;
}

const instanceActionApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `POST /pm/approvals/instances/:id/<action>`: the instance as it stands after the action. */
    approvalAction: build.mutation<ApprovalInstanceDetail, InstanceActionArgs>({
      query: ({ id, action, body }) => ({
        url: `/pm/approvals/instances/${id}/${action}`,
        method: 'POST',
        data: body,
      }),
      invalidatesTags: (_result, _error, { id, businessType }) => decisionTags([id], [businessType]),
    }),
  }),
});

export const { useApprovalActionMutation } = instanceActionApi;
