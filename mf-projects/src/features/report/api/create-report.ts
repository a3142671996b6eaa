import { api } from '@pm/web/api';
import type { ReportDetail } from '@pm/domain/shapes';
import type { ReportValues } from '@pm/domain/report-templates';

/** What the report page sends: the schedule item and the values of its template's fields. */
export interface ReportBody {
  reportItemId: number | null;
  values: ReportValues;
}

const createReportApi = api.injectEndpoints({
  endpoints: (build) => ({
    createReport: build.mutation<ReportDetail, ReportBody>({
      query: (values) => ({ url: '/pm/reports', method: 'POST', data: values }),
      // Also refreshes the schedule items and the project's timeline, which carry the Report tag.
      invalidatesTags: ['Report'],
    }),
  }),
});

export const { useCreateReportMutation } = createReportApi;
