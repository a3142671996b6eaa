import { api } from '@pm/web/api';
import type { Page } from '@pm/domain/contracts';
import type { ReportPlanFormValues } from '@pm/domain/forms/report-plan-form';
import type { ReportPlanDetail, ReportPlanListItem } from '@pm/domain/shapes';
import type { AgreementStatus } from '@pm/domain/workflow/agreement-machine';

/** An agreement a plan may be made for or applied to (`GET /pm/report-plans/agreements`). */
export interface PlanAgreementOption {
  id: number;
  number: string;
  projectName: string;
  projectType: string;
  status: AgreementStatus;
}

const reportPlansApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /pm/report-plans`: keyword (name, agreement number), project type, sorted, paged. */
    getReportPlans: build.query<Page<ReportPlanListItem>, Record<string, string | number>>({
      query: (params) => ({ url: '/pm/report-plans', params }),
      providesTags: ['ReportPlan'],
    }),
    getReportPlan: build.query<ReportPlanDetail, number>({
      query: (id) => `/pm/report-plans/${id}`,
      providesTags: ['ReportPlan'],
    }),
    getPlanAgreements: build.query<PlanAgreementOption[], string>({
      query: (keyword) => ({ url: '/pm/report-plans/agreements', params: keyword ? { keyword } : {} }),
    }),
    createReportPlan: build.mutation<ReportPlanDetail, ReportPlanFormValues>({
      query: (data) => ({ url: '/pm/report-plans', method: 'POST', data }),
      invalidatesTags: ['ReportPlan'],
    }),
    updateReportPlan: build.mutation<
      ReportPlanDetail,
      ReportPlanFormValues & { id: number; version: number }
    >({
      query: ({ id, ...data }) => ({ url: `/pm/report-plans/${id}`, method: 'PUT', data }),
      invalidatesTags: ['ReportPlan'],
    }),
    /** Generates the agreement's reporting schedule from the plan (one in force only with `replaceInForce`). */
    applyReportPlan: build.mutation<
      { agreementId: number; items: number },
      { id: number; agreementId: number; replaceInForce: boolean }
    >({
      query: ({ id, ...data }) => ({ url: `/pm/report-plans/${id}/apply`, method: 'POST', data }),
      invalidatesTags: ['ReportPlan', 'Agreement'],
    }),
  }),
});

export const {
  useGetReportPlansQuery,
  useGetReportPlanQuery,
  useGetPlanAgreementsQuery,
  useCreateReportPlanMutation,
  useUpdateReportPlanMutation,
  useApplyReportPlanMutation,
} = reportPlansApi;
