import { api } from '@pm/web/api';
import type { Page, SysUserListItem } from '@pm/domain/contracts';

const usersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getUsers: build.query<Page<SysUserListItem>, Record<string, string | number>>({
      query: (params) => ({ url: '/pm/users', params }),
    }),
  }),
});

export const { useGetUsersQuery } = usersApi;
