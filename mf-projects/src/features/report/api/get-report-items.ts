import { api } from '@pm/web/api';
import type { ReportItem } from '@pm/domain/contracts';

/** An item of a reporting schedule, with the agreement it belongs to. */
export interface ProjectReportItem extends ReportItem {
  agreementId: number;
  agreementNumber: string;
}

const reportItemsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getReportItems: build.query<ProjectReportItem[], number>({
      query: (projectId) => ({ url: '/pm/report-items', params: { projectId } }),
      providesTags: ['Report', 'Agreement'],
    }),
  }),
});

export const { useGetReportItemsQuery } = reportItemsApi;
