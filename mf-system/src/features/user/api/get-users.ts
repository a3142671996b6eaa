import { api } from '@pm/web/api';
import type { Page } from '@pm/domain/contracts';
import type { SysUserListItem } from '@pm/domain/shapes';

const usersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getUsers: build.query<Page<SysUserListItem>, Record<string, string | number>>({
      query: (params) => ({ url: '/pm/users', params }),
      providesTags: ['User'],
    }),
  }),
});

export const { useGetUsersQuery } = usersApi;
