import { api } from '@pm/web/api';
import type { ReportDetail } from '@pm/domain/shapes';
import type { ReportAction } from '@pm/domain/workflow';

export interface ReportActionArgs {
  id: number;
  action: ReportAction;
  /** The version the user saw: a stale one is refused with 409. */
  version: number;
  /** Required by the server for reject and rework. */
  comment?: string;
}

const reportActionApi = api.injectEndpoints({
  endpoints: (build) => ({
    reportAction: build.mutation<ReportDetail, ReportActionArgs>({
      query: ({ id, action, version, comment }) => ({
        url: `/pm/reports/${id}/${action}`,
        method: 'POST',
        data: comment === undefined ? { version } : { version, comment },
      }),
      // A decision moves the report, its schedule item (overdue), the agreement's instalments and the timeline.
      invalidatesTags: ['Report', 'Agreement'],
    }),
  }),
});

export const { useReportActionMutation } = reportActionApi;
