import { api } from '@pm/shared/api';
import type { ReportDetail } from '@pm/shared/contracts';
import type { ReportFormValues } from '@pm/shared/forms';

export interface UpdateReportArgs {
  id: number;
  version: number;
  values: ReportFormValues;
}

const updateReportApi = api.injectEndpoints({
  endpoints: (build) => ({
    updateReport: build.mutation<ReportDetail, UpdateReportArgs>({
      query: ({ id, version, values }) => ({
        url: `/pm/reports/${id}`,
        method: 'PUT',
        data: { ...values, version },
      }),
      invalidatesTags: ['Report'],
    }),
  }),
});

export const { useUpdateReportMutation } = updateReportApi;
