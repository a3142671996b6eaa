import { api } from '@pm/web/api';
import type { Page } from '@pm/domain/contracts';
import type { ExportJob } from '@pm/domain/shapes/export-job';

const exportJobsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Everyone's export jobs (`GET /pm/exports/all`, key `import`). */
    getAllExportJobs: build.query<Page<ExportJob>, Record<string, string | number>>({
      query: (params) => ({ url: '/pm/exports/all', params }),
    }),
  }),
});

export const { useGetAllExportJobsQuery } = exportJobsApi;
