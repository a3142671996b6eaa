import { api } from '@pm/web/api';
import type { Page } from '@pm/domain/contracts';
import type { ReportListItem } from '@pm/domain/shapes';

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
