import { api } from '@pm/web/api';
import type { ReportDetail } from '@pm/domain/shapes';
import type { ReportBody } from './create-report';

export interface UpdateReportArgs {
  id: number;
  version: number;
  values: ReportBody;
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
