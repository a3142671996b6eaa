import { api } from '@pm/web/api';
import type { AppropriationDetail } from '@pm/domain/shapes';
import type { PaymentFormValues } from '@pm/domain/forms';
import type { AppropriationAction } from '@pm/domain/workflow';
import { APPROPRIATION_WRITE_TAGS } from './tags';

/** Every action names the version it was decided on; return and cancel carry a reason. */
export type AppropriationActionArgs =
  | {
      id: number;
      action: Exclude<AppropriationAction, 'pay'>;
      body: { version: number; comment?: string };
    }
  | { id: number; action: 'pay'; body: { version: number } & PaymentFormValues };

const appropriationActionApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `POST /pm/appropriations/:id/{resubmit,pay,return,cancel}`; its approval verifies or rejects it. */
    appropriationAction: build.mutation<AppropriationDetail, AppropriationActionArgs>({
      query: ({ id, action, body }) => ({
        url: `/pm/appropriations/${id}/${action}`,
        method: 'POST',
        data: body,
      }),
      invalidatesTags: [...APPROPRIATION_WRITE_TAGS],
    }),
  }),
});

export const { useAppropriationActionMutation } = appropriationActionApi;
