import { api } from '@pm/web/api';
import type { ReportDetail } from '@pm/domain/shapes';

export interface SubmitReportArgs {
  id: number;
  /** The version the user saw: a stale one is refused with 409. */
  version: number;
}

const submitReportApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `POST /pm/reports/:id/submit`: a draft or reworked report goes up for review (its approval starts). */
    submitReport: build.mutation<ReportDetail, SubmitReportArgs>({
      query: ({ id, version }) => ({ url: `/pm/reports/${id}/submit`, method: 'POST', data: { version } }),
      // The report, its schedule item (no longer overdue), the agreement's instalments and the timeline move.
      invalidatesTags: ['Report', 'Agreement'],
    }),
  }),
});

export const { useSubmitReportMutation } = submitReportApi;
