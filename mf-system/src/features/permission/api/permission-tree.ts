import { api } from '@pm/web/api';
import type { PermissionNode, PermissionNodeValues } from '@pm/domain/shapes';

const permissionTreeApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /pm/permissions/tree`: menu groups, pages and button codes. */
    getPermissionTree: build.query<PermissionNode[], void>({
      query: () => ({ url: '/pm/permissions/tree' }),
      providesTags: ['Permission'],
    }),
    /** `PUT /pm/permissions/:id`: a menu node's names, icon, order and hidden flag. */
    updatePermissionNode: build.mutation<PermissionNode[], { id: number; body: PermissionNodeValues }>({
      query: ({ id, body }) => ({ url: `/pm/permissions/${id}`, method: 'PUT', data: body }),
      invalidatesTags: ['Permission'],
    }),
    /** `POST /pm/permissions/:id/buttons`: a button code under a page. */
    addButtonCode: build.mutation<PermissionNode[], { pageId: number; code: string }>({
      query: ({ pageId, code }) => ({
        url: `/pm/permissions/${pageId}/buttons`,
        method: 'POST',
        data: { code },
      }),
      invalidatesTags: ['Permission'],
    }),
    /** `DELETE /pm/permissions/:id`: a button code added here. */
    removeButtonCode: build.mutation<PermissionNode[], number>({
      query: (id) => ({ url: `/pm/permissions/${id}`, method: 'DELETE' }),
      invalidatesTags: ['Permission'],
    }),
  }),
});

export const {
  useGetPermissionTreeQuery,
  useUpdatePermissionNodeMutation,
  useAddButtonCodeMutation,
  useRemoveButtonCodeMutation,
} = permissionTreeApi;
