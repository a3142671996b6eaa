import { api } from '@pm/web/api';
import type { Page } from '@pm/domain/contracts';
import type { RoleListItem } from '@pm/domain/shapes';

const rolesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /pm/roles`: keyword, status, paged. */
    getRoles: build.query<Page<RoleListItem>, Record<string, string | number>>({
      query: (params) => ({ url: '/pm/roles', params }),
      providesTags: ['Role'],
    }),
  }),
});

export const { useGetRolesQuery } = rolesApi;
