import { api } from '@pm/web/api';
import type { RoleAccess } from '@pm/domain/shapes';

const roleAccessApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /pm/roles/:id/access`: the whole tree and the role's granted nodes. */
    getRoleAccess: build.query<RoleAccess, number>({
      query: (id) => ({ url: `/pm/roles/${id}/access` }),
      providesTags: ['Role', 'Permission'],
    }),
    /** `PUT /pm/roles/:id/access`: the role's granted nodes, all of them. */
    saveRoleAccess: build.mutation<RoleAccess, { id: number; version: number; permissionIds: number[] }>({
      query: ({ id, ...body }) => ({ url: `/pm/roles/${id}/access`, method: 'PUT', data: body }),
      invalidatesTags: ['Role'],
    }),
  }),
});

export const { useGetRoleAccessQuery, useSaveRoleAccessMutation } = roleAccessApi;
