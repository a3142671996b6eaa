import { api } from '@pm/web/api';

export type RoleAction = 'enable' | 'disable' | 'delete';

const roleActionApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `POST /pm/roles/:id/{enable,disable}` or `DELETE /pm/roles/:id?version=`. */
    roleAction: build.mutation<unknown, { id: number; action: RoleAction; version: number }>({
      query: ({ id, action, version }) =>
        action === 'delete'
          ? { url: `/pm/roles/${id}`, method: 'DELETE', params: { version } }
          : { url: `/pm/roles/${id}/${action}`, method: 'POST', data: { version } },
      invalidatesTags: ['Role'],
    }),
  }),
});

export const { useRoleActionMutation } = roleActionApi;
