import { api } from '@pm/web/api';
import type { ReportDetail } from '@pm/domain/shapes';

const reportApi = api.injectEndpoints({
  endpoints: (build) => ({
    getReport: build.query<ReportDetail, number>({
      query: (id) => `/pm/reports/${id}`,
      providesTags: (_result, _error, id) => [{ type: 'Report', id }],
    }),
  }),
});

export const { useGetReportQuery } = reportApi;
