import { api } from '@pm/web/api';
import type { Page } from '@pm/domain/contracts';
import type { ImportJob, ImportJobDetail, ImportMode, ImportType } from '@pm/domain/shapes/imports';

/** The import centre's calls: the job list, one job (polled while a step runs), upload, dry run and commit. */
const importsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getImportJobs: build.query<Page<ImportJob>, Record<string, string | number>>({
      query: (params) => ({ url: '/pm/import/jobs', params }),
      providesTags: ['File'],
    }),
    getImportJob: build.query<ImportJobDetail, number>({
      query: (id) => ({ url: `/pm/import/jobs/${id}` }),
    }),
    uploadImport: build.mutation<ImportJobDetail, { type: ImportType; file: File }>({
      query: ({ type, file }) => {
        const data = new FormData();
        data.append('file', file);
        return { url: '/pm/upload', method: 'POST', params: { type }, data };
      },
      invalidatesTags: ['File'],
    }),
    checkImport: build.mutation<ImportJobDetail, number>({
      query: (id) => ({ url: `/pm/import/jobs/${id}/check`, method: 'POST' }),
      invalidatesTags: ['File'],
    }),
    commitImport: build.mutation<ImportJobDetail, { id: number; mode: ImportMode }>({
      query: ({ id, mode }) => ({ url: `/pm/import/jobs/${id}/commit`, method: 'POST', data: { mode } }),
      invalidatesTags: ['File', 'Beneficiary'],
    }),
  }),
});

export const {
  useGetImportJobsQuery,
  useGetImportJobQuery,
  useUploadImportMutation,
  useCheckImportMutation,
  useCommitImportMutation,
} = importsApi;
