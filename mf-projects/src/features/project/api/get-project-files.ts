import { api } from '@pm/shared/api';
import type { FileRef } from '@pm/shared/contracts';

const filesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProjectFiles: build.query<FileRef[], number>({
      query: (id) => `/pm/projects/${id}/files`,
      // The files of its applications, agreements and reports.
      providesTags: (_result, _error, id) => [
        { type: 'Project', id },
        'File',
        'Application',
        'Agreement',
        'Report',
      ],
    }),
  }),
});

export const { useGetProjectFilesQuery } = filesApi;
