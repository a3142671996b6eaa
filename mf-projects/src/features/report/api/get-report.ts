import { api } from '@pm/shared/api';
import type { ReportDetail } from '@pm/shared/contracts';

const reportApi = api.injectEndpoints({
  endpoints: (build) => ({
    getReport: build.query<ReportDetail, number>({
      query: (id) => `/pm/reports/${id}`,
      providesTags: (_result, _error, id) => [{ type: 'Report', id }],
    }),
  }),
});

export const { useGetReportQuery } = reportApi;
