import { api } from '@pm/shared/api';
import type { ReportDetail } from '@pm/shared/contracts';
import type { ReportFormValues } from '@pm/shared/forms';

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
