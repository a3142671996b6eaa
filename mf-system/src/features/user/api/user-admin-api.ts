import { api } from '@pm/web/api';
import type {
  CreateUserBody,
  OneTimePassword,
  SystemUserDetail,
  UpdateUserBody,
  UserPick,
} from '@pm/domain/shapes';

/** The user page's calls besides the list: detail, create, edit, status, unlock, reset, and the pickers' lists. */
const userAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    getUser: build.query<SystemUserDetail, number>({
      query: (id) => ({ url: `/pm/users/${id}` }),
      providesTags: ['User'],
    }),
    getActiveUsers: build.query<UserPick[], void>({
      query: () => ({ url: '/pm/sys_user/user/all' }),
      providesTags: ['User'],
    }),
    createUser: build.mutation<OneTimePassword, CreateUserBody>({
      query: (data) => ({ url: '/pm/users', method: 'POST', data }),
      invalidatesTags: ['User', 'Department'],
    }),
    updateUser: build.mutation<SystemUserDetail, { id: number; body: UpdateUserBody }>({
      query: ({ id, body }) => ({ url: `/pm/users/${id}`, method: 'PUT', data: body }),
      invalidatesTags: ['User', 'Department'],
    }),
    setUserStatus: build.mutation<
      SystemUserDetail,
      { id: number; version: number; action: 'disable' | 'enable' }
    >({
      query: ({ id, version, action }) => ({
        url: `/pm/users/${id}/${action}`,
        method: 'POST',
        data: { version },
      }),
      invalidatesTags: ['User', 'Department'],
    }),
    unlockUser: build.mutation<SystemUserDetail, number>({
      query: (id) => ({ url: `/pm/users/${id}/unlock`, method: 'POST' }),
      invalidatesTags: ['User'],
    }),
    resetUserPassword: build.mutation<OneTimePassword, { id: number; version: number }>({
      query: ({ id, version }) => ({
        url: `/pm/users/${id}/reset-password`,
        method: 'POST',
        data: { version },
      }),
      invalidatesTags: ['User'],
    }),
  }),
});

export const {
  useLazyGetUserQuery,
  useGetActiveUsersQuery,
  useCreateUserMutation,
  useUpdateUserMutation,
  useSetUserStatusMutation,
  useUnlockUserMutation,
  useResetUserPasswordMutation,
} = userAdminApi;
