import { api } from '@pm/web/api';
import type {
  CreateDepartmentBody,
  DepartmentNode,
  DepartmentWithPath,
  DisableDepartmentBody,
  MoveDepartmentBody,
  ReorderDepartmentsBody,
  UpdateDepartmentBody,
} from '@pm/domain/shapes';

/** The department tree's calls: children are loaded one level at a time, so a large tree stays fast. */
const departmentApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDepartmentChildren: build.query<DepartmentNode[], number | null>({
      query: (parentId) => ({ url: '/pm/departments', params: parentId === null ? {} : { parentId } }),
      providesTags: ['Department'],
    }),
    searchDepartments: build.query<DepartmentWithPath[], string>({
      query: (keyword) => ({ url: '/pm/departments/search', params: { keyword } }),
      providesTags: ['Department'],
    }),
    getDepartment: build.query<DepartmentWithPath, number>({
      query: (id) => ({ url: `/pm/departments/${id}` }),
      providesTags: ['Department'],
    }),
    createDepartment: build.mutation<DepartmentWithPath, CreateDepartmentBody>({
      query: (data) => ({ url: '/pm/departments', method: 'POST', data }),
      invalidatesTags: ['Department'],
    }),
    updateDepartment: build.mutation<DepartmentWithPath, { id: number; body: UpdateDepartmentBody }>({
      query: ({ id, body }) => ({ url: `/pm/departments/${id}`, method: 'PUT', data: body }),
      invalidatesTags: ['Department'],
    }),
    moveDepartment: build.mutation<DepartmentWithPath, { id: number; body: MoveDepartmentBody }>({
      query: ({ id, body }) => ({ url: `/pm/departments/${id}/move`, method: 'POST', data: body }),
      invalidatesTags: ['Department'],
    }),
    reorderDepartments: build.mutation<DepartmentNode[], ReorderDepartmentsBody>({
      query: (data) => ({ url: '/pm/departments/reorder', method: 'POST', data }),
      invalidatesTags: ['Department'],
    }),
    disableDepartment: build.mutation<DepartmentWithPath, { id: number; body: DisableDepartmentBody }>({
      query: ({ id, body }) => ({ url: `/pm/departments/${id}/disable`, method: 'POST', data: body }),
      // Users may have moved with it.
      invalidatesTags: ['Department', 'User'],
    }),
    enableDepartment: build.mutation<DepartmentWithPath, { id: number; version: number }>({
      query: ({ id, version }) => ({
        url: `/pm/departments/${id}/enable`,
        method: 'POST',
        data: { version },
      }),
      invalidatesTags: ['Department'],
    }),
  }),
});

export const {
  useLazyGetDepartmentChildrenQuery,
  useSearchDepartmentsQuery,
  useGetDepartmentQuery,
  useCreateDepartmentMutation,
  useUpdateDepartmentMutation,
  useMoveDepartmentMutation,
  useReorderDepartmentsMutation,
  useDisableDepartmentMutation,
  useEnableDepartmentMutation,
} = departmentApi;
