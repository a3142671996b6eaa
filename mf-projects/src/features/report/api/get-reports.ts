import { api } from '@pm/shared/api';
import type { Page, ReportListItem } from '@pm/shared/contracts';

export type GetReportsParams = Record<string, string | number | boolean>;

const reportsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getReports: build.query<Page<ReportListItem>, GetReportsParams>({
      query: (params) => ({ url: '/pm/reports', params }),
      providesTags: ['Report'],
    }),
  }),
});

export const { useGetReportsQuery } = reportsApi;
