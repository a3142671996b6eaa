import { api } from '@pm/web/api';
import type { RoleFormValues } from '@pm/domain/forms';
import type { RoleDetail } from '@pm/domain/shapes';

export type RoleEditBody = Omit<RoleFormValues, 'code'> & { version: number };

const saveRoleApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `POST /pm/roles`: a 422 carries every field's message, a 409 names the role with the code. */
    createRole: build.mutation<RoleDetail, RoleFormValues>({
      query: (body) => ({ url: '/pm/roles', method: 'POST', data: body }),
      invalidatesTags: ['Role'],
    }),
    /** `PUT /pm/roles/:id`: the code stays; the version read goes with it. */
    updateRole: build.mutation<RoleDetail, { id: number; body: RoleEditBody }>({
      query: ({ id, body }) => ({ url: `/pm/roles/${id}`, method: 'PUT', data: body }),
      invalidatesTags: ['Role'],
    }),
  }),
});

export const { useCreateRoleMutation, useUpdateRoleMutation } = saveRoleApi;
