import { api } from '@pm/web/api';
import type { ScheduledReportItem } from '@pm/domain/shapes';

const reportItemsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getReportItems: build.query<ScheduledReportItem[], number>({
      query: (projectId) => ({ url: '/pm/report-items', params: { projectId } }),
      providesTags: ['Report', 'Agreement'],
    }),
  }),
});

export const { useGetReportItemsQuery } = reportItemsApi;
