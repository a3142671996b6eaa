import { api } from '@pm/web/api';
import type { DepartmentOption, RoleOption } from '@pm/domain/shapes';

const roleOptionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /pm/roles/options`: every role (with its status), for the role pickers of the access and user pages. */
    getRoleOptions: build.query<RoleOption[], void>({
      query: () => ({ url: '/pm/roles/options' }),
      providesTags: ['Role'],
    }),
    /** `GET /pm/roles/department-options`: the active departments, for the custom data scope. */
    getDepartmentOptions: build.query<DepartmentOption[], void>({
      query: () => ({ url: '/pm/roles/department-options' }),
      providesTags: ['Department'],
    }),
  }),
});

export const { useGetRoleOptionsQuery, useGetDepartmentOptionsQuery } = roleOptionsApi;
