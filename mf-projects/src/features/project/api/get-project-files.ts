import { api } from '@pm/web/api';
import type { FileRef } from '@pm/domain/shapes';

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
