import { api } from '@pm/web/api';
import type { UserPick } from '@pm/domain/shapes';

const userPicksApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /pm/sys_user/user/all`: the active staff users, for the approver and copy pickers. */
    getApprovalUserPicks: build.query<UserPick[], void>({
      query: () => ({ url: '/pm/sys_user/user/all' }),
      providesTags: ['User'],
    }),
  }),
});

export const { useGetApprovalUserPicksQuery } = userPicksApi;
