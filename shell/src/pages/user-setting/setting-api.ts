import { api } from '@pm/web/api';
import type { Certification, ChangePasswordBody, UserProfile } from '@pm/domain/shapes';

/** User settings calls. Silent: each form shows its own errors next to what the user typed. */
const settingApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProfile: build.query<UserProfile, void>({
      query: () => ({ url: '/pm/user/profile', silent: true }),
      providesTags: [{ type: 'User', id: 'profile' }],
    }),
    updateProfile: build.mutation<UserProfile, UserProfile>({
      query: (body) => ({ url: '/pm/user/profile', method: 'PUT', data: body, silent: true }),
      invalidatesTags: [{ type: 'User', id: 'profile' }],
    }),
    changePassword: build.mutation<unknown, ChangePasswordBody>({
      query: (body) => ({ url: '/pm/user/password', method: 'POST', data: body, silent: true }),
    }),
    getCertification: build.query<Certification, void>({
      query: () => ({ url: '/pm/user/certification', silent: true }),
      providesTags: [{ type: 'User', id: 'certification' }],
    }),
  }),
});

export const {
  useGetProfileQuery,
  useUpdateProfileMutation,
  useChangePasswordMutation,
  useGetCertificationQuery,
} = settingApi;
