import { api } from '@pm/web/api';
import type { RoleDetail } from '@pm/domain/shapes';

const roleApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /pm/roles/:id`: the role with its custom departments. */
    getRole: build.query<RoleDetail, number>({
      query: (id) => ({ url: `/pm/roles/${id}` }),
      providesTags: ['Role'],
    }),
  }),
});

export const { useGetRoleQuery } = roleApi;
