import { api } from '@pm/web/api';
import type { ApprovalInstanceDetail } from '@pm/domain/shapes';
import { instanceTag } from './tags';

const instanceApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /pm/approvals/instances/:id`: 404 when the caller takes no part in it. */
    getApprovalInstance: build.query<ApprovalInstanceDetail, number>({
      query: (id) => ({ url: `/pm/approvals/instances/${id}` }),
      providesTags: (_result, _error, id) => [instanceTag(id)],
    }),
  }),
});

export const { useGetApprovalInstanceQuery } = instanceApi;
