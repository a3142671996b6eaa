import { api } from '@pm/web/api';
import type { ReportDetail } from '@pm/domain/shapes';
import type { ReportFormValues } from '@pm/domain/forms';

const createReportApi = api.injectEndpoints({
  endpoints: (build) => ({
    createReport: build.mutation<ReportDetail, ReportFormValues>({
      query: (values) => ({ url: '/pm/reports', method: 'POST', data: values }),
      // Also refreshes the schedule items and the project's timeline, which carry the Report tag.
      invalidatesTags: ['Report'],
    }),
  }),
});

export const { useCreateReportMutation } = createReportApi;
