import { api } from '@pm/web/api';
import type { RoleOption } from '@pm/domain/shapes';

const roleOptionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /pm/roles/options`: every role, for a node whose approvers are a role's holders. */
    getApprovalRoleOptions: build.query<RoleOption[], void>({
      query: () => ({ url: '/pm/roles/options' }),
      providesTags: ['Role'],
    }),
  }),
});

export const { useGetApprovalRoleOptionsQuery } = roleOptionsApi;
