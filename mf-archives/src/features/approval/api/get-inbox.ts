import { api } from '@pm/web/api';
import type { Page } from '@pm/domain/contracts';
import type { ApprovalInboxRow } from '@pm/domain/shapes';
import { INBOX_TAG } from './tags';

/** `tab`, paging, keyword, sort, business type and status, as `GET /pm/approvals/inbox` takes them. */
export type InboxParams = Record<string, string | number>;

const inboxApi = api.injectEndpoints({
  endpoints: (build) => ({
    getApprovalInbox: build.query<Page<ApprovalInboxRow>, InboxParams>({
      query: (params) => ({ url: '/pm/approvals/inbox', params }),
      providesTags: [INBOX_TAG],
    }),
  }),
});

export const { useGetApprovalInboxQuery } = inboxApi;
